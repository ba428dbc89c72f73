package lbsim.model.provider;

import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EStructuralFeature;

import lbsim.model.ModelPackage;
import lbsim.model.doc.ModelDocs;

/**
 * Where a property shows in the Properties view (its category) and the unit its value is stored in (the unit is
 * the metamodel's, {@link ModelDocs#unit}, which the scenario reference shows too).
 */
public final class PropertyCategories {

    /** Category names, as the Properties view shows them. */
    public static final String GENERAL = "General";
    public static final String CPU = "CPU";
    public static final String NETWORK = "Network";
    public static final String PLACEMENT = "Placement";
    public static final String LOAD = "Competing load";
    public static final String WORK = "Work";
    public static final String PROGRAM = "Program";
    public static final String RUN = "Run";
    /** Availability, failures and energy (issue 28): what changes under the program. */
    public static final String DYNAMICS = "Availability, failures and energy";

    private static final Map<String, String> BY_NAME = Map.ofEntries(
            Map.entry("name", GENERAL), Map.entry("description", GENERAL),
            Map.entry("speed", CPU), Map.entry("processors", CPU), Map.entry("scheduler", CPU),
            Map.entry("sharing", CPU), Map.entry("timeSliceSeconds", CPU),
            Map.entry("segment", NETWORK), Map.entry("spawnDelaySeconds", PROGRAM),
            Map.entry("host", PLACEMENT), Map.entry("group", PLACEMENT), Map.entry("hosts", PLACEMENT),
            Map.entry("master", PLACEMENT), Map.entry("slaves", PLACEMENT), Map.entry("hostA", PLACEMENT),
            Map.entry("hostB", PLACEMENT),
            Map.entry("count", LOAD), Map.entry("nice", LOAD), Map.entry("ratePerSecond", LOAD),
            Map.entry("demand", LOAD), Map.entry("rateFile", LOAD), Map.entry("interpolation", LOAD),
            Map.entry("periodSeconds", LOAD), Map.entry("traceFile", LOAD), Map.entry("initialState", LOAD),
            Map.entry("thinkTime", LOAD), Map.entry("to", LOAD), Map.entry("probability", LOAD),
            Map.entry("units", WORK), Map.entry("unitCost", WORK), Map.entry("requestBytes", NETWORK),
            Map.entry("workBytesFixed", NETWORK), Map.entry("workBytesPerUnit", NETWORK),
            Map.entry("resultBytesFixed", NETWORK), Map.entry("resultBytesPerUnit", NETWORK),
            Map.entry("neighbourBytes", NETWORK), Map.entry("tokenBytes", NETWORK), Map.entry("sizes", NETWORK),
            Map.entry("repetitions", WORK), Map.entry("rounds", WORK), Map.entry("masterOverheadSeconds", WORK),
            Map.entry("strategy", WORK), Map.entry("strategyClass", WORK), Map.entry("workSeconds", WORK),
            Map.entry("startTimeSeconds", WORK),
            Map.entry("mainClass", PROGRAM), Map.entry("classPath", PROGRAM), Map.entry("args", PROGRAM),
            Map.entry("costMode", PROGRAM), Map.entry("referenceFactor", PROGRAM),
            Map.entry("referenceFlopsPerSecond", PROGRAM), Map.entry("taskName", PROGRAM),
            Map.entry("traces", PROGRAM), Map.entry("traceHostSpeed", PROGRAM), Map.entry("useNetworkCosts", NETWORK),
            Map.entry("seed", RUN), Map.entry("endTimeSeconds", RUN), Map.entry("maxEvents", RUN),
            Map.entry("wallClockLimitSeconds", RUN), Map.entry("estimateFile", RUN),
            Map.entry("replications", RUN), Map.entry("slaveCount", PLACEMENT), Map.entry("path", RUN),
            Map.entry("spec", RUN),
            Map.entry("speedProfile", DYNAMICS), Map.entry("stateProfile", DYNAMICS),
            Map.entry("fullSpeedTime", DYNAMICS), Map.entry("reducedSpeedTime", DYNAMICS),
            Map.entry("reducedSpeed", DYNAMICS), Map.entry("timeToFailure", DYNAMICS),
            Map.entry("timeToRepair", DYNAMICS), Map.entry("pstateSpeeds", DYNAMICS), Map.entry("pstate", DYNAMICS),
            Map.entry("wattagePerState", DYNAMICS), Map.entry("wattageOff", DYNAMICS),
            Map.entry("meanTimeToFailureSeconds", DYNAMICS), Map.entry("meanTimeToRepairSeconds", DYNAMICS),
            Map.entry("failureDetectionSeconds", DYNAMICS), Map.entry("rejoin", DYNAMICS));

    /** The parts of a routed network: their sharing, bandwidths and routes are network properties. */
    private static final Set<EClass> ROUTED = Set.of(ModelPackage.Literals.LINK, ModelPackage.Literals.ROUTER,
            ModelPackage.Literals.ROUTE, ModelPackage.Literals.CLUSTER, ModelPackage.Literals.ZONE);

    private PropertyCategories() {
    }

    /** The category of a feature in the Properties view; network parameters go to Network, the rest by name. */
    public static String category(EStructuralFeature feature) {
        EClass owner = feature.getEContainingClass();
        if (feature == ModelPackage.Literals.LINK__BANDWIDTH_PROFILE || feature == ModelPackage.Literals.LINK__LATENCY_PROFILE) {
            return DYNAMICS; // beside the hosts' profiles
        }
        if (ROUTED.contains(owner) && !"name".equals(feature.getName()) && !"hosts".equals(feature.getName())) {
            return NETWORK;
        }
        String byName = BY_NAME.get(feature.getName());
        if (byName != null) {
            return byName;
        }
        if (ModelPackage.Literals.NETWORK_SEGMENT.isSuperTypeOf(owner)) {
            return NETWORK;
        }
        return GENERAL;
    }

    /** The unit a feature's value is in (e.g. "s", "B/s", "x reference"), or null for a count, name or choice. */
    public static String unit(EStructuralFeature feature) {
        return ModelDocs.unit(feature);
    }
}
