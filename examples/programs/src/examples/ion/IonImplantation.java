package examples.ion;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import lbsim.api.LoadBalancer;
import lbsim.api.Message;
import lbsim.api.Pvm;
import lbsim.api.Task;

/**
 * A Monte Carlo ion implantation in the spirit of VISTA (MISS-PVM report, sections 4.3 and 5.3): ions
 * enter a target at depth 0 and random-walk through it, losing energy in collisions, until they stop;
 * the result is the histogram of the depths they stop at. The master hands out batches of particles
 * to one slave per other host with one of lbsim's strategies ({@link Pvm#balancer}); the slaves run
 * the random walks for real and send back histograms, which the master merges.
 *
 * <p>Every batch has its own random stream, seeded from the run's seed and the batch's index, so the
 * merged histogram is the same whichever slave computes which batch: only the virtual time depends
 * on the strategy and the platform. Each particle declares {@code FLOPS_PER_PARTICLE} operations
 * (computeFlops), the cost of the full physical model this small one stands for.
 *
 * <p>Arguments: {@code STRATEGY PARTICLES PARTICLES_PER_BATCH FLOPS_PER_PARTICLE SEED}.
 */
public final class IonImplantation implements Task {

    private static final int WORK = 1;
    private static final int RESULT = 2;
    /** Histogram bins of 2 nm, from 0 to 400 nm; deeper ions count in the last bin. */
    static final int BINS = 200;
    static final double BIN_NM = 2.0;

    @Override
    public void run(Pvm pvm) {
        List<String> a = pvm.args();
        if (a.size() != 5) {
            throw new IllegalArgumentException(
                    "ion implantation: arguments STRATEGY PARTICLES PARTICLES_PER_BATCH FLOPS_PER_PARTICLE SEED, got " + a);
        }
        long particles = Long.parseLong(a.get(1));
        int perBatch = Integer.parseInt(a.get(2));
        double flopsPerParticle = Double.parseDouble(a.get(3));
        long seed = Long.parseLong(a.get(4));
        if (pvm.parent() == Pvm.NO_PARENT) {
            master(pvm, a.get(0), particles, perBatch);
        } else {
            slave(pvm, particles, perBatch, flopsPerParticle, seed);
        }
    }

    private static void master(Pvm pvm, String strategy, long particles, int perBatch) {
        long batches = (particles + perBatch - 1) / perBatch;
        List<String> others = new ArrayList<>(pvm.hosts());
        others.remove(pvm.hostName());
        int[] slaves = new int[others.size()];
        for (int i = 0; i < slaves.length; i++) {
            slaves[i] = pvm.spawn(IonImplantation.class, 1, others.get(i), pvm.args().toArray(String[]::new))[0];
        }
        LoadBalancer lb = pvm.balancer(strategy, batches, slaves);
        long next = 0;
        long[] histogram = new long[BINS + 3]; // the bins, then backscattered ions, stopped ions, sum of depths in pm
        double[] handedOut = new double[slaves.length];
        long[] chunk = new long[slaves.length];
        boolean[] waiting = new boolean[slaves.length];
        int active = slaves.length;
        int chunks = 0;
        Arrays.fill(waiting, true); // every slave starts by waiting for work
        while (active > 0) {
            // hand out work to every waiting slave the strategy gives some to
            boolean busy = false;
            for (int i = 0; i < slaves.length; i++) {
                busy |= !waiting[i] && chunk[i] > 0;
            }
            for (int i = 0; i < slaves.length; i++) {
                if (!waiting[i]) {
                    continue;
                }
                long remaining = batches - next;
                long n = remaining > 0 ? lb.chunk(i, remaining) : 0;
                if (n == 0 && remaining > 0 && !busy) {
                    n = remaining; // the strategy holds back although nobody else works: give the rest
                }
                if (n > 0) {
                    pvm.send(slaves[i], WORK, new long[] { next, n });
                    handedOut[i] = pvm.now();
                    chunk[i] = n;
                    next += n;
                    chunks++;
                    waiting[i] = false;
                    busy = true;
                } else if (remaining == 0) {
                    pvm.send(slaves[i], WORK, new long[] { 0, 0 }); // no more work: the slave ends
                    waiting[i] = false;
                    chunk[i] = 0;
                    active--;
                }
            }
            if (active == 0) {
                break;
            }
            Message m = pvm.recv(Pvm.ANY, RESULT);
            int i = indexOf(slaves, m.source());
            long[] part = m.payload(long[].class);
            for (int b = 0; b < histogram.length; b++) {
                histogram[b] += part[b];
            }
            lb.finished(i, chunk[i], pvm.now() - handedOut[i]);
            chunk[i] = 0;
            waiting[i] = true;
        }
        long stopped = histogram[BINS + 1];
        double meanNm = stopped == 0 ? Double.NaN : histogram[BINS + 2] / 1000.0 / stopped;
        StringBuilder bins = new StringBuilder();
        for (int b = 0; b < BINS; b++) {
            bins.append(b == 0 ? "" : " ").append(histogram[b]);
        }
        System.out.printf("ion implantation: %d particles in %d batches (%d chunks, strategy %s) on %d slaves%n", particles,
                batches, chunks, lb.name(), slaves.length);
        System.out.printf("mean depth %.3f nm of %d stopped ions, %d backscattered%n", meanNm, stopped, histogram[BINS]);
        System.out.println("histogram (" + BIN_NM + " nm bins): " + bins);
        System.out.printf("makespan %.6f s of virtual time%n", pvm.now());
    }

    private static int indexOf(int[] tids, int tid) {
        for (int i = 0; i < tids.length; i++) {
            if (tids[i] == tid) {
                return i;
            }
        }
        throw new IllegalStateException("a result from task " + tid + ", which is not a slave");
    }

    private static void slave(Pvm pvm, long particles, int perBatch, double flopsPerParticle, long seed) {
        while (true) {
            long[] work = pvm.recv(pvm.parent(), WORK).payload(long[].class);
            if (work[1] == 0) {
                return;
            }
            long[] histogram = new long[BINS + 3];
            long count = 0;
            for (long batch = work[0]; batch < work[0] + work[1]; batch++) {
                SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + batch);
                long first = batch * perBatch;
                long last = Math.min(particles, first + perBatch);
                for (long p = first; p < last; p++) {
                    implant(random, histogram);
                    count++;
                }
            }
            pvm.computeFlops(flopsPerParticle * count);
            pvm.send(pvm.parent(), RESULT, histogram);
        }
    }

    /**
     * One ion of 20 keV: free flights of exponential length between collisions, electronic energy loss
     * proportional to sqrt(E) per nm, nuclear collisions that take a random part of the energy and turn
     * the direction. Counts the ion in {@code h}: its depth bin, or backscattered.
     */
    static void implant(SplittableRandom random, long[] h) {
        double energy = 20.0; // keV
        double depth = 0; // nm
        double mu = 1.0; // direction cosine against the surface normal
        while (energy > 0.2) {
            double flight = -8.0 * Math.log(1 - random.nextDouble()) * Math.sqrt(energy / 20.0 + 0.05);
            depth += flight * mu;
            if (depth < 0) {
                h[BINS]++;
                return;
            }
            energy -= 0.02 * Math.sqrt(energy) * flight; // electronic stopping
            energy *= 1 - 0.3 * random.nextDouble(); // nuclear collision
            double cosTheta = 1 - 2 * Math.pow(random.nextDouble(), 3) * Math.min(1.0, 2.0 / (energy + 1));
            double sinTheta = Math.sqrt(Math.max(0, 1 - cosTheta * cosTheta));
            double phi = 2 * Math.PI * random.nextDouble();
            mu = mu * cosTheta + Math.sqrt(Math.max(0, 1 - mu * mu)) * sinTheta * Math.cos(phi);
            mu = Math.max(-1, Math.min(1, mu));
        }
        h[Math.min(BINS - 1, (int) (depth / BIN_NM))]++;
        h[BINS + 1]++;
        h[BINS + 2] += Math.round(depth * 1000);
    }
}
