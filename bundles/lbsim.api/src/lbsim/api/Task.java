package lbsim.api;

/**
 * The code of one task of a real parallel program, as the body of a PVM process. A class that
 * implements it needs a public constructor without arguments: the simulator creates one object per
 * task it starts (the program's first task, and every task {@link Pvm#spawn spawned} later) and calls
 * {@link #run} on the task's own thread, in virtual time.
 *
 * <pre>
 * public final class Hello implements Task {
 *     public void run(Pvm pvm) {
 *         if (pvm.parent() == Pvm.NO_PARENT) {               // the first task: the master
 *             int[] slaves = pvm.spawn(Hello.class, 4, null);
 *             for (int i = 0; i &lt; slaves.length; i++) {
 *                 Message m = pvm.recv(Pvm.ANY, 1);
 *                 System.out.println(m.payload() + " at " + pvm.now() + " s");
 *             }
 *         } else {                                          // a slave
 *             pvm.compute(2.0);                             // two reference-machine seconds of work
 *             pvm.send(pvm.parent(), 1, "hello from " + pvm.myTid());
 *         }
 *     }
 * }
 * </pre>
 *
 * Returning from {@code run} ends the task, as returning from {@code main} ends a PVM process. An
 * exception thrown out of {@code run} stops the whole simulation and is reported with the task id,
 * the virtual time and its stack trace.
 */
@FunctionalInterface
public interface Task {

    /**
     * Runs the task.
     *
     * @param pvm this task's handle on the virtual machine; use it from this thread only
     * @throws Exception anything the program throws ends the simulation with a report
     */
    void run(Pvm pvm) throws Exception;
}
