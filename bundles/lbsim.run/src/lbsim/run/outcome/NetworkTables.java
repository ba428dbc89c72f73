package lbsim.run.outcome;

import java.io.IOException;
import java.util.List;

import lbsim.core.trace.MessageLog;
import lbsim.run.io.Csv;

/**
 * The message-passing tables of a run as typed values, each a {@link ResultFile}: messages.csv (every message's
 * four stages), traffic.csv (messages and bytes delivered per interval), segments.csv and stations.csv (the
 * network's counters), links.csv (the routed networks' links), matrix.csv (messages and bytes per pair of tasks).
 */
public final class NetworkTables {

    private NetworkTables() {
    }

    /** The header of messages.csv. */
    public static final String MESSAGES_HEADER = lbsim.run.result.ResultFiles.MESSAGES.header();

    /**
     * messages.csv: one row per message of the log (id = its index) with the times of its four stages.
     *
     * @param log       the run's message log (not copied: it is complete when the run has ended)
     * @param taskNames task names by task id
     */
    public record Messages(MessageLog log, List<String> taskNames) implements ResultFile {
        public Messages {
            taskNames = List.copyOf(taskNames);
        }

        @Override
        public String name() {
            return lbsim.run.result.ResultFiles.MESSAGES.name();
        }

        @Override
        public void write(Appendable out) throws IOException {
            out.append(MESSAGES_HEADER).append('\n');
            for (int i = 0; i < log.size(); i++) {
                out.append(Integer.toString(i)).append(',').append(Integer.toString(log.source(i))).append(',')
                        .append(Csv.text(taskNames.get(log.source(i)))).append(',').append(Integer.toString(log.destination(i)))
                        .append(',').append(Csv.text(taskNames.get(log.destination(i)))).append(',')
                        .append(Integer.toString(log.tag(i))).append(',').append(Long.toString(log.bytes(i))).append(',')
                        .append(Csv.number(log.sendStart(i))).append(',').append(Csv.number(log.injected(i))).append(',')
                        .append(Csv.number(log.delivered(i))).append(',').append(Csv.number(log.received(i))).append('\n');
            }
        }
    }

    /**
     * traffic.csv: messages and bytes delivered in each of equal intervals of {@code binSeconds} from 0; a message
     * counts in the interval of its delivery.
     */
    public record Traffic(double binSeconds, long[] messages, long[] bytes) implements ResultFile {
        @Override
        public String name() {
            return lbsim.run.result.ResultFiles.TRAFFIC.name();
        }

        @Override
        public void write(Appendable out) throws IOException {
            out.append(lbsim.run.result.ResultFiles.TRAFFIC.header() + "\n");
            for (int b = 0; b < messages.length; b++) {
                out.append(Csv.number(b * binSeconds)).append(',').append(Csv.number((b + 1) * binSeconds)).append(',')
                        .append(Long.toString(messages[b])).append(',').append(Long.toString(bytes[b])).append('\n');
            }
        }
    }

    /** A network segment's figures: seconds its medium was busy, collisions on it. */
    public record Segment(String segment, double busySeconds, long collisions) {
    }

    /** segments.csv: per network segment, in scenario order. */
    public record Segments(List<Segment> segments) implements ResultFile {
        public Segments {
            segments = List.copyOf(segments);
        }

        @Override
        public String name() {
            return lbsim.run.result.ResultFiles.SEGMENTS.name();
        }

        @Override
        public void write(Appendable out) throws IOException {
            out.append(lbsim.run.result.ResultFiles.SEGMENTS.header() + "\n");
            for (Segment s : segments) {
                out.append(Csv.text(s.segment())).append(',').append(Csv.number(s.busySeconds())).append(',')
                        .append(Long.toString(s.collisions())).append('\n');
            }
        }
    }

    /** A host's station on its segment and its counters. */
    public record Station(String host, String segment, int station, long collisions, long drops, long retransmissions) {
    }

    /** stations.csv: per host on a segment, in scenario order. */
    public record Stations(List<Station> stations) implements ResultFile {
        public Stations {
            stations = List.copyOf(stations);
        }

        @Override
        public String name() {
            return lbsim.run.result.ResultFiles.STATIONS.name();
        }

        @Override
        public void write(Appendable out) throws IOException {
            out.append(lbsim.run.result.ResultFiles.STATIONS.header() + "\n");
            for (Station s : stations) {
                out.append(Csv.text(s.host())).append(',').append(Csv.text(s.segment())).append(',')
                        .append(Integer.toString(s.station())).append(',').append(Long.toString(s.collisions())).append(',')
                        .append(Long.toString(s.drops())).append(',').append(Long.toString(s.retransmissions())).append('\n');
            }
        }
    }

    /** legs.csv: the legs of the messages that crossed segments through gateways, in the order they ended. */
    public record Legs(List<lbsim.core.msg.MessageLeg> legs) implements ResultFile {
        public Legs {
            legs = List.copyOf(legs);
        }

        @Override
        public String name() {
            return lbsim.run.result.ResultFiles.LEGS.name();
        }

        @Override
        public void write(Appendable out) throws IOException {
            out.append(lbsim.run.result.ResultFiles.LEGS.header() + "\n");
            for (lbsim.core.msg.MessageLeg l : legs) {
                out.append(Integer.toString(l.message())).append(',').append(Integer.toString(l.index())).append(',')
                        .append(Csv.text(l.segment())).append(',').append(Csv.text(l.from())).append(',').append(Csv.text(l.to()))
                        .append(',').append(Csv.number(l.startSeconds())).append(',').append(Csv.number(l.endSeconds())).append('\n');
            }
        }
    }

    /**
     * A link of a routed network and what it carried.
     *
     * @param utilization bytes / (bandwidth x the run's end time), 0 when the run ended at 0
     */
    public record Link(String network, String link, String sharing, double bandwidthBytesPerSecond, long bytes,
            double busySeconds, double utilization, int maxFlows) {
    }

    /** links.csv: per link of each routed network, in the network's link order (written only for routed networks). */
    public record Links(List<Link> links) implements ResultFile {
        public Links {
            links = List.copyOf(links);
        }

        @Override
        public String name() {
            return lbsim.run.result.ResultFiles.LINKS.name();
        }

        @Override
        public void write(Appendable out) throws IOException {
            out.append(lbsim.run.result.ResultFiles.LINKS.header() + "\n");
            for (Link l : links) {
                out.append(Csv.text(l.network())).append(',').append(Csv.text(l.link())).append(',').append(l.sharing())
                        .append(',').append(Csv.number(l.bandwidthBytesPerSecond())).append(',')
                        .append(Long.toString(l.bytes())).append(',').append(Csv.number(l.busySeconds())).append(',')
                        .append(Csv.number(l.utilization())).append(',').append(Integer.toString(l.maxFlows())).append('\n');
            }
        }
    }

    /** Messages and bytes from one task to another. */
    public record Pair(int source, String sourceTask, int destination, String destinationTask, long messages, long bytes) {
    }

    /** matrix.csv: the aggregate communication matrix, the pairs with traffic. */
    public record Matrix(List<Pair> pairs) implements AppResult, ResultFile {
        public Matrix {
            pairs = List.copyOf(pairs);
        }

        @Override
        public String name() {
            return lbsim.run.result.ResultFiles.MATRIX.name();
        }

        @Override
        public List<ResultFile> files() {
            return List.of(this);
        }

        @Override
        public void write(Appendable out) throws IOException {
            out.append(lbsim.run.result.ResultFiles.MATRIX.header() + "\n");
            for (Pair p : pairs) {
                out.append(Integer.toString(p.source())).append(',').append(Csv.text(p.sourceTask())).append(',')
                        .append(Integer.toString(p.destination())).append(',').append(Csv.text(p.destinationTask())).append(',')
                        .append(Long.toString(p.messages())).append(',').append(Long.toString(p.bytes())).append('\n');
            }
        }
    }
}
