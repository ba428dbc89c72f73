package lbsim.core.app;

import java.util.List;

import lbsim.core.msg.TaskContext;
import lbsim.core.msg.VirtualMachine;

/**
 * A ring of tasks passing a token (Zabel, figure 2.9): task 0 sends the token to task 1, each task
 * forwards what it receives to the next, and the token goes round {@code rounds} times. The token
 * carries a hop counter, so the run can check that every hop happened exactly once.
 */
public final class TokenRing {

    private static final int TOKEN = 1;

    private final long tokenBytes;
    private final int rounds;
    private int first = -1;
    private int size;
    private int hops = -1;
    private double finished = Double.NaN;

    /**
     * @throws IllegalArgumentException for a negative token length or fewer than one round
     */
    public TokenRing(long tokenBytes, int rounds) {
        if (tokenBytes < 0 || rounds < 1) {
            throw new IllegalArgumentException("token ring needs tokenBytes >= 0 and rounds >= 1, got " + tokenBytes
                    + " and " + rounds);
        }
        this.tokenBytes = tokenBytes;
        this.rounds = rounds;
    }

    /** Starts one task per host, in ring order ("ring0", "ring1", ...). */
    public void start(VirtualMachine vm, List<String> hosts) {
        if (hosts.size() < 2) {
            throw new IllegalArgumentException("a token ring needs at least 2 hosts, got " + hosts.size());
        }
        size = hosts.size();
        for (int i = 0; i < size; i++) {
            int position = i;
            int tid = vm.start(ctx -> run(ctx, position, 0), "ring" + i, hosts.get(i));
            if (i == 0) {
                first = tid;
            }
        }
    }

    private void run(TaskContext ctx, int position, int round) {
        int next = first + (position + 1) % size;
        int previous = first + (position + size - 1) % size;
        if (position == 0) {
            if (round == rounds) {
                ctx.exit();
                return;
            }
            int count = round * size;
            ctx.send(next, TOKEN, tokenBytes, count + 1, () -> ctx.recv(previous, TOKEN, m -> {
                hops = (Integer) m.payload();
                finished = ctx.now();
                run(ctx, 0, round + 1);
            }));
        } else {
            if (round == rounds) {
                ctx.exit();
                return;
            }
            ctx.recv(previous, TOKEN, m -> ctx.send(next, TOKEN, tokenBytes, (Integer) m.payload() + 1,
                    () -> run(ctx, position, round + 1)));
        }
    }

    /** Hops counted by the token when it last came home (rounds x ring size when all went well). */
    public int hops() {
        return hops;
    }

    /** Virtual time the token came home for the last time; NaN before. */
    public double finishedSeconds() {
        return finished;
    }
}
