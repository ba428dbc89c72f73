package lbsim.core.workload;

import lbsim.core.cpu.Job;

/** Hears about the jobs a {@link CompetingSource} submits, for tracing and tests. */
public interface JobObserver {

    /** Called right after the job entered its host's queue; {@link Job#submitTime()} is now. */
    default void jobSubmitted(Job job) {
    }

    /** Called when the job has received all its work; {@link Job#endTime()} is now. */
    default void jobFinished(Job job) {
    }
}
