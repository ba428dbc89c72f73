package examples.ring;

import java.util.List;

import lbsim.api.Pvm;
import lbsim.api.Task;

/**
 * Zabel's token ring (figure 2.9 of his report): N tasks on a ring pass a token round R times; each
 * task adds its position + 1 (1 for the first task, N for the last) before passing it on, so the token
 * comes home with R x N(N+1)/2. Every hop costs a declared computation (computeFlops) and one message.
 *
 * <p>Arguments: {@code TASKS ROUNDS FLOPS_PER_HOP TOKEN_BYTES}. The first task (started by the scenario)
 * spawns the others, task i on host i of the virtual machine (modulo the number of hosts). The token is
 * a {@code long[]}: the running sum, the number of hops so far, then the ring's task ids.
 */
public final class TokenRing implements Task {

    private static final int TOKEN = 1;

    @Override
    public void run(Pvm pvm) {
        List<String> a = pvm.args();
        if (a.size() != 4) {
            throw new IllegalArgumentException("token ring: arguments TASKS ROUNDS FLOPS_PER_HOP TOKEN_BYTES, got " + a);
        }
        int tasks = Integer.parseInt(a.get(0));
        int rounds = Integer.parseInt(a.get(1));
        double flopsPerHop = Double.parseDouble(a.get(2));
        long tokenBytes = Long.parseLong(a.get(3));
        if (pvm.parent() == Pvm.NO_PARENT) {
            first(pvm, tasks, rounds, flopsPerHop, tokenBytes);
        } else {
            member(pvm, rounds, flopsPerHop, tokenBytes);
        }
    }

    private static void first(Pvm pvm, int tasks, int rounds, double flopsPerHop, long tokenBytes) {
        if (tasks < 2 || rounds < 1) {
            throw new IllegalArgumentException("token ring: needs TASKS >= 2 and ROUNDS >= 1");
        }
        List<String> hosts = pvm.hosts();
        long[] token = new long[2 + tasks];
        token[2] = pvm.myTid();
        for (int i = 1; i < tasks; i++) {
            token[2 + i] = pvm.spawn(TokenRing.class, 1, hosts.get(i % hosts.size()), pvm.args().toArray(String[]::new))[0];
        }
        int next = (int) token[3];
        int previous = (int) token[2 + tasks - 1];
        for (int r = 0; r < rounds; r++) {
            pvm.computeFlops(flopsPerHop);
            token[0] += 1;
            token[1]++;
            pvm.send(next, TOKEN, token, tokenBytes);
            token = pvm.recv(previous, TOKEN).payload(long[].class);
        }
        long expected = (long) rounds * tasks * (tasks + 1) / 2;
        System.out.printf("token ring: %d tasks, %d rounds: token %d (expected %d), %d hops, %.6f s of virtual time%n",
                tasks, rounds, token[0], expected, token[1], pvm.now());
        if (token[0] != expected || token[1] != (long) rounds * tasks) {
            throw new IllegalStateException("the token came home with " + token[0] + " after " + token[1] + " hops");
        }
    }

    private static void member(Pvm pvm, int rounds, double flopsPerHop, long tokenBytes) {
        for (int r = 0; r < rounds; r++) {
            long[] token = pvm.recv(Pvm.ANY, TOKEN).payload(long[].class);
            int tasks = token.length - 2;
            int position = 0;
            while ((int) token[2 + position] != pvm.myTid()) {
                position++;
            }
            pvm.computeFlops(flopsPerHop);
            token[0] += position + 1;
            token[1]++;
            pvm.send((int) token[2 + (position + 1) % tasks], TOKEN, token, tokenBytes);
        }
    }
}
