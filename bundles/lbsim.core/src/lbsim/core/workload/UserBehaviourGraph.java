package lbsim.core.workload;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import lbsim.core.cpu.WeightPolicy;
import lbsim.core.dist.Distribution;
import lbsim.core.dist.Distributions;

/**
 * A user behaviour graph (Calzarossa and Serazzi; WUS): the states a user passes through and the Markov
 * chain between them. In a state the user thinks for a sampled time, then runs the state's command (a
 * competing process with a sampled CPU demand and the state's nice level) and waits until it finishes,
 * then moves to the next state, chosen by the transition probabilities. Immutable; run it on hosts with
 * {@link UserBehaviourSource}.
 * <p>
 * Build it with {@link #builder()} or the constructor.
 */
public final class UserBehaviourGraph {

    /** How far a row of transition probabilities may sum from 1. */
    public static final double ROW_SUM_TOLERANCE = 1e-9;

    /**
     * One state.
     *
     * @param name          unique, non-blank
     * @param thinkSeconds  think time before the command, seconds; mean >= 0 (negative samples count as 0)
     * @param demandSeconds CPU demand of the command, seconds on the reference machine; mean > 0 (a sample
     *                      <= 0 runs no process: the user moves on at once)
     * @param nice          nice level of the command, -20..19
     */
    public record State(String name, Distribution thinkSeconds, Distribution demandSeconds, int nice) {
    }

    private final List<State> states;
    private final double[][] probabilities;
    private final double[][] cumulative;
    private final int[] lastPositive;
    private final int initialState;

    /**
     * @param states        the states, at least one
     * @param transitions   {@code transitions[i][j]} is the probability of going from state i to state j; a
     *                      square matrix of finite values >= 0 whose rows sum to 1 within
     *                      {@value #ROW_SUM_TOLERANCE}
     * @param initialState  index of the state each user starts in
     * @throws IllegalArgumentException naming the state (and target) that breaks a rule
     */
    public UserBehaviourGraph(List<State> states, double[][] transitions, int initialState) {
        int n = states.size();
        if (n == 0) {
            throw new IllegalArgumentException("user behaviour graph: needs at least one state");
        }
        for (int i = 0; i < n; i++) {
            State s = states.get(i);
            if (s == null || s.name() == null || s.name().isBlank()) {
                throw new IllegalArgumentException("user behaviour graph: state " + (i + 1) + " has no name");
            }
            String where = "user behaviour graph, state '" + s.name() + "'";
            for (int j = 0; j < i; j++) {
                if (states.get(j).name().equals(s.name())) {
                    throw new IllegalArgumentException(where + ": name used twice");
                }
            }
            if (s.thinkSeconds() == null) {
                throw new IllegalArgumentException(where + ": think time distribution is missing");
            }
            if (s.thinkSeconds().mean() < 0) {
                throw new IllegalArgumentException(where + ": think time must have a mean >= 0 s, got "
                        + s.thinkSeconds().spec());
            }
            HostGroup.checkDemand(where, "command demand", s.demandSeconds());
            if (s.nice() < WeightPolicy.MIN_NICE || s.nice() > WeightPolicy.MAX_NICE) {
                throw new IllegalArgumentException(where + ": nice level must be in " + WeightPolicy.MIN_NICE + ".."
                        + WeightPolicy.MAX_NICE + ", got " + s.nice());
            }
        }
        if (transitions.length != n) {
            throw new IllegalArgumentException("user behaviour graph: " + n + " states but " + transitions.length
                    + " rows of transition probabilities");
        }
        if (initialState < 0 || initialState >= n) {
            throw new IllegalArgumentException("user behaviour graph: initial state index must be in 0.." + (n - 1)
                    + ", got " + initialState);
        }
        this.states = List.copyOf(states);
        this.probabilities = new double[n][];
        this.cumulative = new double[n][n];
        this.lastPositive = new int[n];
        for (int i = 0; i < n; i++) {
            String from = states.get(i).name();
            double[] row = transitions[i];
            if (row == null || row.length != n) {
                throw new IllegalArgumentException("user behaviour graph, state '" + from + "': expected " + n
                        + " transition probabilities, got " + (row == null ? 0 : row.length));
            }
            double sum = 0;
            int last = -1;
            for (int j = 0; j < n; j++) {
                double p = row[j];
                if (!(p >= 0 && p <= 1)) {
                    throw new IllegalArgumentException("user behaviour graph, state '" + from
                            + "': probability of going to '" + states.get(j).name() + "' must be in [0, 1], got "
                            + Distributions.format(p));
                }
                if (p > 0) {
                    last = j;
                }
                sum += p;
                cumulative[i][j] = sum;
            }
            if (Math.abs(sum - 1) > ROW_SUM_TOLERANCE) {
                throw new IllegalArgumentException("user behaviour graph, state '" + from
                        + "': transition probabilities sum to " + Distributions.formatRounded(sum) + ", not 1");
            }
            for (int j = 0; j < n; j++) {
                cumulative[i][j] /= sum;
            }
            probabilities[i] = row.clone();
            lastPositive[i] = last;
        }
        this.initialState = initialState;
    }

    /** A builder: states in order (the first is the initial state unless set), then transitions by name. */
    public static Builder builder() {
        return new Builder();
    }

    /** Number of states. */
    public int stateCount() {
        return states.size();
    }

    /** A state by index (0-based, in the order given). */
    public State state(int i) {
        return states.get(i);
    }

    /** The states, in order. */
    public List<State> states() {
        return states;
    }

    /**
     * The index of a state.
     *
     * @throws IllegalArgumentException if no state has that name
     */
    public int indexOf(String stateName) {
        for (int i = 0; i < states.size(); i++) {
            if (states.get(i).name().equals(stateName)) {
                return i;
            }
        }
        throw new IllegalArgumentException("user behaviour graph: no state named '" + stateName + "'");
    }

    /** The probability of going from state i to state j. */
    public double probability(int from, int to) {
        return probabilities[from][to];
    }

    /** The state every user starts in. */
    public int initialState() {
        return initialState;
    }

    /** The next state from state i given a uniform u in [0, 1); never a state of probability 0. */
    int next(int from, double u) {
        double[] c = cumulative[from];
        int last = lastPositive[from];
        for (int j = 0; j < last; j++) {
            if (u < c[j]) {
                return j;
            }
        }
        return last;
    }

    /** Collects states and transitions; {@link #build()} validates them all. */
    public static final class Builder {
        private final Map<String, State> states = new LinkedHashMap<>();
        private final List<String[]> transitionNames = new ArrayList<>();
        private final List<Double> transitionProbabilities = new ArrayList<>();
        private String initial;

        private Builder() {
        }

        /**
         * Adds a state.
         *
         * @throws IllegalArgumentException if a state of that name was already added
         */
        public Builder state(String name, Distribution thinkSeconds, Distribution demandSeconds, int nice) {
            if (states.containsKey(name)) {
                throw new IllegalArgumentException("user behaviour graph, state '" + name + "': name used twice");
            }
            states.put(name, new State(name, thinkSeconds, demandSeconds, nice));
            return this;
        }

        /** Sets the probability of going from one state to another (unset pairs are 0; setting twice adds). */
        public Builder transition(String from, String to, double probability) {
            transitionNames.add(new String[] { from, to });
            transitionProbabilities.add(probability);
            return this;
        }

        /** The state users start in; the first state added if not set. */
        public Builder initial(String stateName) {
            this.initial = stateName;
            return this;
        }

        /**
         * @throws IllegalArgumentException for a transition or initial state naming an unknown state, or any
         *                                  rule of {@link UserBehaviourGraph#UserBehaviourGraph}
         */
        public UserBehaviourGraph build() {
            List<State> list = new ArrayList<>(states.values());
            List<String> names = new ArrayList<>(states.keySet());
            double[][] p = new double[list.size()][list.size()];
            for (int k = 0; k < transitionNames.size(); k++) {
                String[] ft = transitionNames.get(k);
                int i = names.indexOf(ft[0]);
                int j = names.indexOf(ft[1]);
                if (i < 0 || j < 0) {
                    throw new IllegalArgumentException("user behaviour graph: transition '" + ft[0] + "' -> '" + ft[1]
                            + "' names an unknown state '" + (i < 0 ? ft[0] : ft[1]) + "'");
                }
                p[i][j] += transitionProbabilities.get(k);
            }
            int init = 0;
            if (initial != null) {
                init = names.indexOf(initial);
                if (init < 0) {
                    throw new IllegalArgumentException("user behaviour graph: initial state '" + initial
                            + "' is not a state");
                }
            }
            return new UserBehaviourGraph(list, p, init);
        }
    }
}
