package scale;

import lbsim.api.Pvm;
import lbsim.api.Task;

/**
 * A token ring of many tasks, for the scale benchmark of real programs (bench/real-scale.sh): task 0 spawns
 * tasks 1..N-1 in one call (round robin over the hosts); the token, a {@code long[2]} (sum, hops), goes round
 * the ring ROUNDS times, each task adding its id + 1 and declaring FLOPS operations per hop. Task 0 prints the
 * token and checks it against ROUNDS x N (N + 1) / 2 and ROUNDS x N hops.
 * <p>
 * Arguments: {@code N ROUNDS FLOPS}.
 */
public final class ScaleRing implements Task {

    private static final int TOKEN = 1;

    @Override
    public void run(Pvm pvm) {
        int n = Integer.parseInt(pvm.args().get(0));
        int rounds = Integer.parseInt(pvm.args().get(1));
        double flops = Double.parseDouble(pvm.args().get(2));
        int me = pvm.myTid();
        if (pvm.parent() == Pvm.NO_PARENT) {
            pvm.spawn(ScaleRing.class, n - 1, null, pvm.args().toArray(String[]::new));
            long[] t = { 0, 0 };
            for (int r = 0; r < rounds; r++) {
                pvm.computeFlops(flops);
                t[0] += me + 1;
                t[1]++;
                pvm.send((me + 1) % n, TOKEN, t);
                t = pvm.recv(Pvm.ANY, TOKEN).payload(long[].class);
            }
            long expected = (long) rounds * n * (n + 1) / 2;
            System.out.printf("scale ring: %d tasks, %d rounds: token %d (expected %d), %d hops, %.6f s of virtual time%n",
                    n, rounds, t[0], expected, t[1], pvm.now());
            if (t[0] != expected || t[1] != (long) rounds * n) {
                throw new IllegalStateException("the token came home with " + t[0] + " after " + t[1] + " hops");
            }
        } else {
            for (int r = 0; r < rounds; r++) {
                long[] t = pvm.recv(Pvm.ANY, TOKEN).payload(long[].class);
                pvm.computeFlops(flops);
                t[0] += me + 1;
                t[1]++;
                pvm.send((me + 1) % n, TOKEN, t);
            }
        }
    }
}
