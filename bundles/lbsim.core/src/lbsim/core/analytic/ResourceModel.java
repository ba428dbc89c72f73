package lbsim.core.analytic;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Everything Baer and Decato's estimate needs (seeds/002): the machines, the one the calculations were
 * measured on ({@code reference}), the one to estimate for ({@code target}), the network between the
 * target machines, the schedule, and the seconds of each second reserved for work that is not part of a
 * run of the schedule (eq. 20's 0.25 s of terrain data per second; 0 if none).
 * <p>
 * Every calculation of a parallel group runs on its own machine of the target type; all transfers use the
 * one network. A model whose transfers all carry a measured bandwidth needs no network.
 *
 * @param machines                   all machines declared, names unique, copied
 * @param reference                  where RTEX and CPU% were measured, one of {@code machines}
 * @param target                     the machine to estimate for, one of {@code machines}
 * @param network                    the network, or empty
 * @param schedule                   the program
 * @param backgroundSecondsPerSecond reserved seconds per second, in [0, 1)
 */
public record ResourceModel(List<Machine> machines, Machine reference, Machine target, Optional<Network> network, Schedule schedule,
        double backgroundSecondsPerSecond) {

    /**
     * @throws IllegalArgumentException for duplicate machine names, a reference or target that is not
     *                                  among the machines, a transfer that needs the network when there
     *                                  is none, or a background outside [0, 1)
     * @throws NullPointerException     for a null argument
     */
    public ResourceModel {
        machines = List.copyOf(machines);
        Objects.requireNonNull(reference, "reference");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(network, "network");
        Objects.requireNonNull(schedule, "schedule");
        Set<String> names = new HashSet<>();
        for (Machine m : machines) {
            if (!names.add(m.name())) {
                throw new IllegalArgumentException("machine '" + m.name() + "' is declared more than once");
            }
        }
        if (!machines.contains(reference)) {
            throw new IllegalArgumentException("reference machine '" + reference.name() + "' is not among the machines");
        }
        if (!machines.contains(target)) {
            throw new IllegalArgumentException("target machine '" + target.name() + "' is not among the machines");
        }
        if (network.isEmpty()) {
            for (Step s : schedule.steps()) {
                for (Transfer t : s.transfers()) {
                    if (!t.hasMeasuredBandwidth()) {
                        throw new IllegalArgumentException("transfer " + t.label() + " needs a network (or a measured bandwidth)");
                    }
                }
            }
        }
        if (!(backgroundSecondsPerSecond >= 0 && backgroundSecondsPerSecond < 1)) {
            throw new IllegalArgumentException("background must be >= 0 and < 1 second per second, got " + backgroundSecondsPerSecond);
        }
    }

    /** A model with just these two machines (the same machine twice is allowed), no background. */
    public static ResourceModel of(Machine reference, Machine target, Network network, Schedule schedule) {
        List<Machine> ms = reference.equals(target) ? List.of(reference) : List.of(reference, target);
        return new ResourceModel(ms, reference, target, Optional.ofNullable(network), schedule, 0);
    }

    /** The machine of this name, or empty. */
    public Optional<Machine> machine(String name) {
        return machines.stream().filter(m -> m.name().equals(name)).findFirst();
    }

    /**
     * The same model estimated for another declared machine.
     *
     * @throws IllegalArgumentException if no machine has this name
     */
    public ResourceModel withTarget(String name) {
        Machine m = machine(name).orElseThrow(() -> new IllegalArgumentException("no machine '" + name + "'"));
        return new ResourceModel(machines, reference, m, network, schedule, backgroundSecondsPerSecond);
    }

    /**
     * The estimate for the target machine: each calculation converted by eq. 7 and 8 (CPU seconds by
     * eq. 5), each transfer timed by the network (eq. 11) or its measured bandwidth, with CPU seconds on
     * both sides (the network's CPU%, eq. 19 as the report applies it); each step takes its slowest
     * calculation plus its transfers.
     */
    public Estimate estimate() {
        Conversion conversion = reference.to(target);
        List<Estimate.StepTime> times = new ArrayList<>();
        int number = 0;
        for (Step s : schedule.steps()) {
            number++;
            List<Estimate.Row> rows = new ArrayList<>();
            double slowest = 0;
            for (Calculation c : s.calculations()) {
                double run = conversion.runSeconds(c.runSeconds(), c.cpuFraction());
                rows.add(new Estimate.Row(Estimate.Kind.CALCULATION, c.name(), c.runSeconds(), run,
                        conversion.cpuFraction(c.cpuFraction()), conversion.cpuSeconds(c.runSeconds(), c.cpuFraction())));
                slowest = Math.max(slowest, run);
            }
            double communication = 0;
            for (Transfer t : s.transfers()) {
                double seconds;
                double cpuPerSide;
                if (t.hasMeasuredBandwidth()) {
                    seconds = t.bytes() / t.measuredBytesPerSecond();
                    double measured = seconds;
                    cpuPerSide = network.map(n -> n.cpuFraction() * measured).orElse(seconds);
                } else {
                    Network n = network.orElseThrow();
                    seconds = n.volumeSeconds(t.bytes(), t.messageBytes());
                    cpuPerSide = n.volumeCpuSeconds(t.bytes(), t.messageBytes());
                }
                rows.add(new Estimate.Row(Estimate.Kind.TRANSFER, t.label(), seconds, seconds,
                        seconds == 0 ? 0 : cpuPerSide / seconds, 2 * cpuPerSide));
                communication += seconds;
            }
            times.add(new Estimate.StepTime(number, s.name(), rows, slowest + communication));
        }
        return new Estimate(reference, target, times, backgroundSecondsPerSecond);
    }
}
