package lbsim.run.experiment;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One finished run of an experiment: its point, replication, seed and summary figures ({@link Figures}).
 */
public record RunRecord(int point, int replication, long seed, Map<String, Double> figures) {

    public RunRecord {
        figures = figures instanceof FigureValues ? figures // compact and immutable already
                : Collections.unmodifiableMap(new LinkedHashMap<>(figures));
    }
}
