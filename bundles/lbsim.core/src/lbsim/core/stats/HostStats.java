package lbsim.core.stats;

/**
 * Time-averaged load of a host over a run.
 *
 * @param host                  host name
 * @param speed                 speed factor
 * @param processors            number of processors
 * @param scheduler             weight policy name
 * @param meanCompeting         time-average number of competing users' processes in its CPU queue
 * @param utilization           time-average fraction of its processors that were busy (0..1)
 */
public record HostStats(String host, double speed, int processors, String scheduler, double meanCompeting,
        double utilization) {
}
