package lbsim.run;

import java.util.List;
import java.util.Locale;

import lbsim.core.balance.Strategies;
import lbsim.core.dist.Distribution;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.Scenario;

/**
 * The table of master-slave strategies that need their own binding (name, usage line, factory). A
 * strategy spec whose name is not in the table is a central master's strategy: one of the simulator's
 * ({@link lbsim.core.balance.Strategies}), one contributed through the extension point inside Eclipse,
 * or a user class ({@code strategyClass}); {@link MasterSlaveBinder} binds those.
 */
final class MasterSlaveStrategies {

    /** Binds a master-slave application with this strategy; {@code cost} is null when its spec was bad. */
    @FunctionalInterface
    interface Factory {
        void bind(Binding b, Scenario scenario, MasterSlaveApplication ms, Distribution cost);
    }

    /**
     * @param name    the spec's name, matched without regard to case
     * @param usage   one line for help texts
     * @param factory binds the application
     */
    record Entry(String name, String usage, Factory factory) {
    }

    /** The entries, one line each. */
    static final List<Entry> ENTRIES = List.of(
            new Entry("work-stealing", "work-stealing: decentralised work stealing among the slaves (the master host is not used)",
                    WorkStealingBinding::bind));

    private MasterSlaveStrategies() {
    }

    /**
     * What is wrong with a strategy spec (when no strategyClass is given), or null: a name of this table
     * (without arguments), a simulator's strategy ({@link Strategies#problem}, whose list of known names
     * gets this table's), or, inside Eclipse, a contributed name. The model's validation uses it.
     */
    static String problem(String spec) {
        if (spec != null) {
            String s = spec.strip();
            int open = s.indexOf('(');
            String name = (open < 0 ? s : s.substring(0, open).strip()).toLowerCase(Locale.ROOT);
            for (Entry e : ENTRIES) {
                if (name.equals(e.name())) {
                    return open < 0 ? null : e.name() + " takes no arguments, got '" + s + "'";
                }
            }
        }
        String problem = Strategies.problem(spec);
        if (problem == null) {
            return null;
        }
        if (spec != null && !spec.isBlank() && ScenarioRunner.registryAvailable() && StrategyExtensions.contributes(spec.strip())) {
            return null;
        }
        String known = "known: " + Strategies.usage();
        if (problem.endsWith(known)) {
            StringBuilder more = new StringBuilder(problem);
            for (Entry e : ENTRIES) {
                more.append(", ").append(e.name());
            }
            return more.toString();
        }
        return problem;
    }

    /** The entry for a strategy spec (when no strategyClass is given), or null for a central master's strategy. */
    static Entry find(MasterSlaveApplication ms) {
        if (ms.getStrategyClass() != null && !ms.getStrategyClass().isBlank() || ms.getStrategy() == null) {
            return null;
        }
        String spec = ms.getStrategy().trim().toLowerCase(Locale.ROOT);
        for (Entry e : ENTRIES) {
            if (spec.equals(e.name())) {
                return e;
            }
        }
        return null;
    }
}
