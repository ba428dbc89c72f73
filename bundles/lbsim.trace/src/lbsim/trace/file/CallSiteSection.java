package lbsim.trace.file;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import lbsim.core.trace.SitedTraceSink;
import lbsim.trace.store.CallSite;

/**
 * The optional call-site part of a version-2 trace file (docs/dev/trace-format.md): the site table and, per
 * chunk of intervals or messages, a site block with the site of each record. The writer side is
 * {@link Recorder}; the reader side is this class, parsed from the footer section {@code callSites} by
 * {@link #read}; {@link TraceFileStore} answers the queries with it.
 */
final class CallSiteSection {

    /** No sites: a file written without them (or before they existed). */
    static final CallSiteSection NONE = new CallSiteSection(new CallSite[0], new int[0], new long[0], new int[0],
            new int[0], new int[0], false);

    private final CallSite[] sites;
    /** Per site block: the chunk it annotates, offset, compressed and raw length, CRC (sorted by chunk). */
    private final int[] chunk;
    private final long[] offset;
    private final int[] packed;
    private final int[] raw;
    private final int[] crc;
    private final boolean recorded;

    private CallSiteSection(CallSite[] sites, int[] chunk, long[] offset, int[] packed, int[] raw, int[] crc,
            boolean recorded) {
        this.sites = sites;
        this.chunk = chunk;
        this.offset = offset;
        this.packed = packed;
        this.raw = raw;
        this.crc = crc;
        this.recorded = recorded;
    }

    /** Whether the run recorded call sites (the section is there, even if it found none). */
    boolean recorded() {
        return recorded;
    }

    int siteCount() {
        return sites.length;
    }

    CallSite site(int index) {
        if (index < 0 || index >= sites.length) {
            throw new IndexOutOfBoundsException("call site " + index + " of " + sites.length);
        }
        return sites[index];
    }

    /** Index of the site block of chunk {@code k}, or -1 when it has none. */
    int blockOf(int k) {
        int i = Arrays.binarySearch(chunk, k);
        return i < 0 ? -1 : i;
    }

    long blockOffset(int b) {
        return offset[b];
    }

    int blockPacked(int b) {
        return packed[b];
    }

    int blockRaw(int b) {
        return raw[b];
    }

    int blockCrc(int b) {
        return crc[b];
    }

    /**
     * Parses the section's body (what follows its name and length in the footer).
     *
     * @param chunks     the number of chunks in the file; a block naming another chunk is damage
     * @param footerAt   the footer's offset; a block must lie before it
     * @throws IndexOutOfBoundsException when the body is damaged (the caller names the file and offset)
     */
    static CallSiteSection read(Bytes f, int chunks, long footerAt) {
        CallSite[] sites = new CallSite[f.getVarInt()];
        for (int i = 0; i < sites.length; i++) {
            String cls = f.getString();
            String method = f.getString();
            String file = f.getString();
            long line = f.getZig();
            if (line < -1 || line > Integer.MAX_VALUE) {
                throw new IndexOutOfBoundsException("call site " + i + " has line " + line);
            }
            sites[i] = new CallSite(cls, method, file, (int) line);
        }
        int n = f.getVarInt();
        int[] chunk = new int[n];
        long[] offset = new long[n];
        int[] packed = new int[n];
        int[] raw = new int[n];
        int[] crc = new int[n];
        for (int b = 0; b < n; b++) {
            chunk[b] = f.getVarInt();
            offset[b] = f.getVar();
            packed[b] = f.getVarInt();
            raw[b] = f.getVarInt();
            crc[b] = f.getInt();
            if (chunk[b] >= chunks || (b > 0 && chunk[b] <= chunk[b - 1])) {
                throw new IndexOutOfBoundsException("call-site block " + b + " names chunk " + chunk[b]);
            }
            if (offset[b] < TraceWriter.HEADER_BYTES || offset[b] + packed[b] > footerAt) {
                throw new IndexOutOfBoundsException("call-site block " + b + " at offset " + offset[b]);
            }
        }
        return new CallSiteSection(sites, chunk, offset, packed, raw, crc, true);
    }

    /**
     * Decodes a site block of {@code records} records: one site per interval, or a send and a receive site per
     * message ({@link SitedTraceSink#NO_SITE} for none); {@code receive} may be null for intervals.
     *
     * @throws IndexOutOfBoundsException when the block does not hold that many records, or names a site not in the table
     */
    void decode(Bytes body, boolean messages, int records, int[] site, int[] receive) {
        for (int i = 0; i < records; i++) {
            site[i] = siteValue(body.getVar());
            if (messages) {
                receive[i] = siteValue(body.getVar());
            }
        }
        if (body.more()) {
            throw new IndexOutOfBoundsException("call-site block longer than its " + records + " records");
        }
    }

    private int siteValue(long v) {
        if (v > sites.length) {
            throw new IndexOutOfBoundsException("call site " + (v - 1) + " of " + sites.length);
        }
        return (int) v - 1;
    }

    /** The writer's side: the table as sites are found, and the index of the blocks written. */
    static final class Recorder {
        private final List<CallSite> table = new ArrayList<>();
        private int[] bChunk = new int[16];
        private long[] bOffset = new long[16];
        private int[] bPacked = new int[16];
        private int[] bRaw = new int[16];
        private int[] bCrc = new int[16];
        private int blocks;

        /** Defines site {@code index}, which must be the next number. */
        void site(int index, String className, String methodName, String fileName, int line) {
            if (index != table.size()) {
                throw new IllegalArgumentException("call site " + index + " defined after " + table.size() + " sites");
            }
            table.add(new CallSite(className, methodName, fileName == null ? "" : fileName, line < 0 ? -1 : line));
        }

        /** The table so far (on the thread that defines the sites), for a live snapshot's {@link #copy}. */
        List<CallSite> table() {
            return List.copyOf(table);
        }

        /**
         * A recorder with {@code table} (see {@link #table}) and the blocks written so far (worker thread), which a live
         * snapshot adds its own blocks to without changing this one.
         */
        Recorder copy(List<CallSite> table) {
            Recorder r = new Recorder();
            r.table.addAll(table);
            r.bChunk = Arrays.copyOf(bChunk, Math.max(16, blocks));
            r.bOffset = Arrays.copyOf(bOffset, r.bChunk.length);
            r.bPacked = Arrays.copyOf(bPacked, r.bChunk.length);
            r.bRaw = Arrays.copyOf(bRaw, r.bChunk.length);
            r.bCrc = Arrays.copyOf(bCrc, r.bChunk.length);
            r.blocks = blocks;
            return r;
        }

        /** The block body: varint (site + 1) per interval, or varint (send site + 1), varint (receive site + 1) per message. */
        Bytes block(boolean messages, int[] site, int[] receive, int n) {
            Bytes b = new Bytes(Math.max(16, n * (messages ? 4 : 2)));
            for (int i = 0; i < n; i++) {
                b.putVar(site[i] + 1L);
                if (messages) {
                    b.putVar(receive[i] + 1L);
                }
            }
            return b;
        }

        /** A block was written for chunk {@code chunk} (worker thread, in chunk order). */
        void blockWritten(int chunk, long offset, int packed, int raw, int crc) {
            if (blocks == bChunk.length) {
                int c = blocks * 2;
                bChunk = Arrays.copyOf(bChunk, c);
                bOffset = Arrays.copyOf(bOffset, c);
                bPacked = Arrays.copyOf(bPacked, c);
                bRaw = Arrays.copyOf(bRaw, c);
                bCrc = Arrays.copyOf(bCrc, c);
            }
            bChunk[blocks] = chunk;
            bOffset[blocks] = offset;
            bPacked[blocks] = packed;
            bRaw[blocks] = raw;
            bCrc[blocks] = crc;
            blocks++;
        }

        /** The footer section's body: the table, then the block index. */
        Bytes footerSection() {
            Bytes f = new Bytes(1 << 12);
            f.putVar(table.size());
            for (CallSite s : table) {
                f.putString(s.className());
                f.putString(s.methodName());
                f.putString(s.fileName());
                f.putZig(s.line());
            }
            f.putVar(blocks);
            for (int b = 0; b < blocks; b++) {
                f.putVar(bChunk[b]);
                f.putVar(bOffset[b]);
                f.putVar(bPacked[b]);
                f.putVar(bRaw[b]);
                f.putInt(bCrc[b]);
            }
            return f;
        }
    }
}
