package scale;

import lbsim.api.Message;
import lbsim.api.Pvm;
import lbsim.api.Task;

/**
 * Self-scheduling master-slave of many tasks, for the scale benchmark of real programs (bench/real-scale.sh):
 * the master spawns N slaves in one call (round robin over the hosts) and hands out UNITS work units of
 * UNIT_BYTES bytes one at a time, a new one to each slave that returns a result (an int, its unit's number);
 * each unit costs FLOPS declared operations on the slave. The master checks that the sum of the returned unit
 * numbers is 0 + 1 + ... + (UNITS - 1) and prints it.
 * <p>
 * Arguments: {@code N UNITS FLOPS UNIT_BYTES}.
 */
public final class ScaleMasterSlave implements Task {

    private static final int WORK = 1;
    private static final int RESULT = 2;
    private static final int STOP = 3;

    @Override
    public void run(Pvm pvm) {
        int n = Integer.parseInt(pvm.args().get(0));
        long units = Long.parseLong(pvm.args().get(1));
        double flops = Double.parseDouble(pvm.args().get(2));
        long bytes = Long.parseLong(pvm.args().get(3));
        if (pvm.parent() == Pvm.NO_PARENT) {
            int[] slaves = pvm.spawn(ScaleMasterSlave.class, n, null, pvm.args().toArray(String[]::new));
            long next = 0;
            long sum = 0;
            int busy = 0;
            for (int s : slaves) {
                if (next < units) {
                    pvm.send(s, WORK, next++, bytes);
                    busy++;
                } else {
                    pvm.send(s, STOP, null);
                }
            }
            while (busy > 0) {
                Message m = pvm.recv(Pvm.ANY, RESULT);
                sum += m.payload(Long.class);
                if (next < units) {
                    pvm.send(m.source(), WORK, next++, bytes);
                } else {
                    pvm.send(m.source(), STOP, null);
                    busy--;
                }
            }
            long expected = units * (units - 1) / 2;
            System.out.printf("scale master-slave: %d slaves, %d units: sum %d (expected %d), %.6f s of virtual time%n",
                    n, units, sum, expected, pvm.now());
            if (sum != expected) {
                throw new IllegalStateException("the results sum to " + sum);
            }
        } else {
            while (true) {
                Message m = pvm.recv(pvm.parent(), Pvm.ANY);
                if (m.tag() == STOP) {
                    return;
                }
                pvm.computeFlops(flops);
                pvm.send(pvm.parent(), RESULT, m.payload(Long.class), 8);
            }
        }
    }
}
