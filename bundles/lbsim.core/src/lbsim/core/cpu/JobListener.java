package lbsim.core.cpu;

/** Told when a job has received all the work it asked for. */
@FunctionalInterface
public interface JobListener {

    /** Called at the virtual time the job finishes; {@link Job#endTime()} is set. */
    void jobFinished(Job job);
}
