package lbsim.trace.file;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

import lbsim.trace.TraceFile;

/**
 * The description of the trace file format, {@code trace.lbt}, kept next to the code that writes and reads it
 * ({@link TraceWriter}, {@link TraceFileStore}, version 1: {@link TraceFile}). Every figure the format fixes
 * (magic numbers, version, chunk kinds, chunk and footer limits, section and property names, byte counts of
 * the fixed-size parts) is taken from those classes' constants, so the page cannot drift from them; the
 * prose around them is written once, here. The user guide's reference page docs/user/reference/trace-format.md
 * is generated from {@link #markdown()} (lbsim.app's ReferencePages).
 */
public final class TraceFormat {

    private TraceFormat() {
    }

    /** The format as a Markdown page body (no title), CommonMark with GitHub-style fenced blocks. */
    public static String markdown() {
        String magic = new String(TraceWriter.MAGIC, StandardCharsets.US_ASCII);
        String end = new String(TraceWriter.END_MAGIC, StandardCharsets.US_ASCII);
        return String.format(Locale.ROOT, """
                A run writes its trace while it goes (`lbsim.trace.file.TraceWriter`, through the core's
                `lbsim.core.trace.TraceSink`): state intervals as they end, messages once they can change no more,
                host load steps as they happen, buffered in chunks of %1$,d records of primitive columns, so memory
                stays at the chunk buffers and the summary level whatever the run's length. The current version is
                %2$d. Big-endian; varints are LEB128 (7 bits a byte, low first), signed values zigzag-encoded;
                `bits(t)` is a time's IEEE 754 bit pattern as an int64, and every time is stored as a difference
                of such patterns (exact in 64-bit arithmetic, so every double reads back bit for bit).

                ## Layout

                ```
                header   magic "%3$s" (8 bytes ASCII), version int32 = %2$d, flags int64 (bit 0: the events
                         are in the file); %4$d bytes
                chunk    kind int8 (%5$d states, %6$d messages, %7$d load), records int32, first time float64,
                         last time float64, raw length int32, compressed length int32, CRC-32 of the compressed
                         bytes uint32 (%8$d bytes), then the Deflate-compressed body: length of column 1 varint,
                         length of column 2 varint, column 1, column 2, column 3
                           states:   1: varint ((task x states + state) x 2 + c), c = 1 when the interval starts
                                        where the task's previous interval in this chunk ended
                                     2: zigzag(bits(end) - bits(previous end in the chunk, 0 for the first))
                                     3: for c = 0 only: zigzag(bits(end) - bits(start))
                           messages: 1: zigzag(id - previous id - 1), source varint, destination varint,
                                        tag zigzag, bytes zigzag
                                     2: zigzag(bits(received) - bits(previous received in the chunk))
                                     3: zigzag(bits(received) - bits(delivered)), zigzag(bits(delivered) -
                                        bits(injected)), zigzag(bits(injected) - bits(send start))
                                        (NaN for a stage never reached)
                           load:     1: host varint; 2: zigzag(bits(time) - bits(previous time)); 3: value float64
                         ... as many chunks as the run filled, of the three kinds interleaved
                footer   Deflate-compressed: end time float64; hosts: count varint, names; states: count, names;
                         tasks: count, then name and host varint each; totals: intervals, messages, load steps
                         (varints); chunk index: count, then per chunk kind int8, offset varint, records varint,
                         first and last time float64; the summary level block: offset varint, compressed length
                         varint, raw length varint, CRC-32 int32; run properties: count varint, then key and
                         value strings each ("%9$s": the scenario's name, "%10$s": the master seed in decimal;
                         unknown keys are skipped; a footer that ends before them reads with an unknown scenario
                         and seed); then optional sections up to the footer's end, each name string, length
                         varint, body (unknown names are skipped):
                         "%11$s" (in every file that holds events): task count varint, then per task the start
                         of its first interval of positive length float64 (+inf: none) and the latest end of its
                         intervals float64 (-inf: none), so that the critical path needs no pass over the
                         intervals to begin;
                         "%12$s" (only when asked for): sites count varint, per site class (binary name),
                         method, file (empty: unknown) strings and line zigzag (-1: unknown); site blocks count
                         varint, per block its chunk's index varint (increasing), offset varint, compressed
                         length varint, raw length varint, CRC-32 of the compressed bytes int32;
                         "%21$s" (only in a run whose hosts changed state: off or on, availability, pstate, or
                         a pstate other than 0 at the start): blocks count varint, per block records varint (1 to
                         %16$,d), first and last time float64, compressed length varint, raw length varint,
                         CRC-32 of the compressed bytes int32; then the blocks' compressed bytes one after the
                         other. A block's body, Deflate-compressed, is per record: host varint,
                         zigzag(bits(time) - bits(previous time in the block, 0 for the first)), flags int8
                         (1: on, 0: off), speed factor float64 (the fraction of the pstate's speed available),
                         pstate varint (at most %22$d bytes a record); records in time order across blocks
                level    (just before the footer) stored uncompressed (its compressed length equals its raw
                         length): bins varint, states varint, log2 of the bin width (zigzag), tasks varint, per
                         task a flag int8 and what it says: 0 nothing (no interval of positive length); 2 a run
                         of bins: first bin varint, count varint, count x states float32 (seconds in each state
                         per bin; the bins outside the run are empty); 3 the task's intervals: count varint, then
                         per interval log2 of the bin width when it came (zigzag), state int8, start float64,
                         end float64, which a reader adds up into bins as the writer would have (merging pairs of
                         bins where the width grew); 1 (version %23$d only) all bins x states float32; then the
                         message pairs: count varint, then (send bin x bins + receipt bin) as a delta varint and
                         the count varint
                sites    (only in a run that recorded call sites) after each chunk of kind %5$d or %6$d, its site
                         block: Deflate-compressed, no header of its own (the footer's call-site section indexes
                         it): per interval varint (site + 1), per message varint (send site + 1), varint (receive
                         site + 1), in the chunk's record order; 0 = no site
                trailer  footer offset int64, compressed length int32, raw length int32, CRC-32 of the compressed
                         footer uint32, magic "%13$s" (%14$d bytes)
                strings  UTF-8, length varint first
                ```

                ## Order, chunks and the summary level

                Intervals are in the order they ended, messages in the order they became final (received, dropped
                at an ended task, or open when the run ended), load steps in time order. A chunk's first and last
                time bound every time of its records, so a range query reads only the chunks that meet its range.
                The summary level has %15$,d bins per task and state from time 0; its bin width doubles (merging
                pairs of bins) whenever the run outgrows it, so it always spans the whole run. Its cost follows what
                the run records: a task keeps its intervals (about 19 bytes each) until its bins would take less
                room (bins x states x 4 bytes), and a task with bins writes only the run between its first and last
                non-empty bin, so a task with a few intervals costs a few dozen bytes, in memory and on disk.

                ## Host states

                A host-state record says that from its time on the host was on or off, at that speed factor, in
                that pstate; before a host's first record it was on, at speed factor 1, in pstate 0. A run writes
                a record only when one of the three changes, so a run without host dynamics writes no section and
                its file is byte for byte what it was before host states existed. The records live in the footer
                (read at open, a few bytes a record) because a reader that does not know the section must still
                find the chunks and the summary level where it expects them; such a reader skips the section and
                reads the rest of the file as before, which is why the version stays %2$d. A query for one host
                over [t0, t1] inflates one block at a time.

                ## Limits a reader enforces

                Sizes read from a file are believed only as far as the writer can have written them, before
                anything is allocated: a chunk holds at most %16$,d records and its body at most %17$,d bytes
                uncompressed (%18$d bytes a record at most); the footer is at most %19$,d bytes uncompressed;
                totals are no larger than the chunks can hold; a host-state block holds 1 to %16$,d records in at
                most %22$d bytes a record, and the index's block count must fit in the section. A damaged chunk or footer, or a truncated file, is
                an error naming the file and the offset. Every read also checks every value it decodes (times
                finite and >= 0, an interval ends at or after its start, a message's stages in order, handles in
                range, records inside their chunk's time bounds, no bytes left over), and `lbsim export` reads the
                whole file once for what no single chunk shows (message ids each once, a task's intervals and a
                host's load steps in time order) before writing anything. Same records, same file, byte for byte.

                ## Reading a trace while it is written

                A run watched while it goes (the IDE's live diagram, `lbsim run --progress=machine`) also writes, about
                twice a second while records come, a snapshot file beside its trace: magic "%24$s" (8 bytes ASCII), the
                length of the trace file's prefix it completes (int64), then what would follow that prefix in a
                finished file holding every record so far: the records still buffered as chunks, a summary level, a
                footer (the names so far, the virtual time as the end; no call-site section) and a trailer. The
                prefix and the snapshot read together as one finished trace. The snapshot is replaced atomically and
                removed when the run ends; the trace file itself is the same, byte for byte, with or without it.

                ## Version %23$d

                Written by earlier lbsim and still read: the same as version %2$d but for the summary level, which
                holds, for every task with an interval of positive length, all its bins (flag 1); the summaries it
                gives are the same, float for float.

                ## Version 1

                Written by earlier lbsim and still read (`lbsim.trace.TraceFile`): header magic "%3$s", version
                %20$d and content length int64; the content as whole columns (strings table, hosts, states, tasks,
                intervals, messages, host load, and optionally the run properties "%9$s" and "%10$s"), then a
                CRC-32 of the content.
                """, TraceWriter.DEFAULT_CHUNK_RECORDS, TraceWriter.VERSION, magic, TraceWriter.HEADER_BYTES,
                TraceWriter.STATES, TraceWriter.MESSAGES, TraceWriter.LOAD, TraceWriter.CHUNK_HEADER_BYTES,
                TraceWriter.PROP_SCENARIO, TraceWriter.PROP_SEED, TraceWriter.SECTION_TASK_BOUNDS,
                TraceWriter.SECTION_CALL_SITES, end, TraceWriter.TRAILER_BYTES, TraceWriter.DEFAULT_LEVEL_BINS,
                TraceWriter.MAX_CHUNK_RECORDS, TraceWriter.MAX_CHUNK_RAW_BYTES, TraceWriter.MAX_RECORD_BYTES,
                TraceWriter.MAX_FOOTER_RAW_BYTES, TraceFile.VERSION, HostStateSection.NAME,
                HostStateSection.MAX_RECORD_BYTES, TraceWriter.PREVIOUS_VERSION,
                new String(TraceWriter.LIVE_MAGIC, StandardCharsets.US_ASCII));
    }
}
