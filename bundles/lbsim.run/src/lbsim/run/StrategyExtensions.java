package lbsim.run;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;

import lbsim.core.balance.Strategy;

/**
 * Strategies contributed through the extension point {@code lbsim.run.strategies} when lbsim runs
 * inside Eclipse. Only loaded when the extension registry is on the class path (the runner checks
 * first), so a plain JVM never loads it.
 */
final class StrategyExtensions {

    static final String POINT = "lbsim.run.strategies";

    private StrategyExtensions() {
    }

    /** Whether a strategy with this name is contributed (without creating it). */
    static boolean contributes(String name) {
        IExtensionRegistry registry = RegistryFactory.getRegistry();
        if (registry == null) {
            return false;
        }
        for (IConfigurationElement e : registry.getConfigurationElementsFor(POINT)) {
            if ("strategy".equals(e.getName()) && name.equals(e.getAttribute("name"))) {
                return true;
            }
        }
        return false;
    }

    /**
     * A new instance of the contributed strategy with this name, or null when none is contributed.
     *
     * @throws IllegalArgumentException when the contribution cannot be instantiated or is not a Strategy
     */
    static Strategy create(String name) {
        IExtensionRegistry registry = RegistryFactory.getRegistry();
        if (registry == null) {
            return null;
        }
        for (IConfigurationElement e : registry.getConfigurationElementsFor(POINT)) {
            if ("strategy".equals(e.getName()) && name.equals(e.getAttribute("name"))) {
                Object o;
                try {
                    o = e.createExecutableExtension("class");
                } catch (CoreException ex) {
                    throw new IllegalArgumentException("strategy '" + name + "' contributed by "
                            + e.getContributor().getName() + " cannot be created: " + ex.getMessage(), ex);
                }
                if (!(o instanceof Strategy s)) {
                    throw new IllegalArgumentException("strategy '" + name + "' contributed by "
                            + e.getContributor().getName() + ": " + o.getClass().getName() + " is not a lbsim.core.balance.Strategy");
                }
                return s;
            }
        }
        return null;
    }
}
