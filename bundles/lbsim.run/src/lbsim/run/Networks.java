package lbsim.run;

import java.util.Map;

import lbsim.core.net.AnalyticNetwork;
import lbsim.core.net.DelayNetwork;
import lbsim.core.net.EthernetNetwork;
import lbsim.core.net.NetworkModel;
import lbsim.core.net.PiecewiseLinear;
import lbsim.core.net.PiecewiseLinearNetwork;
import lbsim.core.net.SharedMediumNetwork;
import lbsim.core.net.SwitchedNetwork;
import lbsim.model.NetworkSegment;

/** Creates the simulator's network model for a segment of the scenario: one table entry per kind of segment. */
final class Networks {

    private Networks() {
    }

    /**
     * @throws IllegalArgumentException when the simulator refuses the parameters or does not know the model
     */
    static NetworkModel create(NetworkSegment segment) {
        Factory f = FACTORIES.get(segment.eClass().getInstanceClass());
        if (f == null) {
            throw new IllegalArgumentException(segment.eClass().getName() + " is not supported by this simulator yet");
        }
        return f.create(segment.getName(), segment);
    }

    /** Makes the simulator's model of one kind of segment. */
    @FunctionalInterface
    private interface Factory {
        NetworkModel create(String name, NetworkSegment segment);
    }

    /** One entry per network model of the scenario, by its model class. */
    private static final Map<Class<?>, Factory> FACTORIES = Map.of(
            lbsim.model.DelayNetwork.class, (name, s) -> delay(name, (lbsim.model.DelayNetwork) s),
            lbsim.model.SharedMediumNetwork.class, (name, s) -> sharedMedium(name, (lbsim.model.SharedMediumNetwork) s),
            lbsim.model.AnalyticNetwork.class, (name, s) -> analytic(name, (lbsim.model.AnalyticNetwork) s),
            lbsim.model.SwitchedNetwork.class, (name, s) -> switched(name, (lbsim.model.SwitchedNetwork) s),
            lbsim.model.PiecewiseLinearNetwork.class, (name, s) -> piecewiseLinear(name, (lbsim.model.PiecewiseLinearNetwork) s),
            lbsim.model.EthernetNetwork.class, (name, s) -> EthernetNetwork.zabel(name, ((lbsim.model.EthernetNetwork) s).getBitsPerSecond()),
            lbsim.model.RoutedNetwork.class, (name, s) -> RoutedPlatforms.create(name, (lbsim.model.RoutedNetwork) s));

    private static NetworkModel delay(String name, lbsim.model.DelayNetwork d) {
        return new DelayNetwork(name, d.getSendDelaySeconds(), d.getReceiveDelaySeconds(), d.getTransmissionDelaySeconds(),
                d.getProportionalDelayPerKBSeconds());
    }

    private static NetworkModel sharedMedium(String name, lbsim.model.SharedMediumNetwork m) {
        return new SharedMediumNetwork(name, m.getLatencySeconds(), m.getBandwidthBytesPerSecond(), m.getSendOverheadSeconds(),
                m.getReceiveOverheadSeconds());
    }

    private static NetworkModel analytic(String name, lbsim.model.AnalyticNetwork a) {
        double block = a.getBlockBytes();
        if (!(block >= 1) || block != Math.rint(block)) {
            throw new IllegalArgumentException("blockBytes must be a whole number >= 1, got " + block);
        }
        return new AnalyticNetwork(name, a.getSetupSeconds(), (long) block, a.getBlockSetupSeconds(),
                a.getBandwidthBytesPerSecond(), a.getSendOverheadSeconds(), a.getReceiveOverheadSeconds());
    }

    private static NetworkModel switched(String name, lbsim.model.SwitchedNetwork w) {
        return new SwitchedNetwork(name, w.getLatencySeconds(), w.getLinkBandwidthBytesPerSecond(), w.getSendOverheadSeconds(),
                w.getReceiveOverheadSeconds());
    }

    private static NetworkModel piecewiseLinear(String name, lbsim.model.PiecewiseLinearNetwork p) {
        return new PiecewiseLinearNetwork(name, function(name, "sendTimeSameNode", p.getSendTimeSameNode()),
                function(name, "transmissionTimeSameNode", p.getTransmissionTimeSameNode()),
                function(name, "sendTimeOtherNode", p.getSendTimeOtherNode()),
                function(name, "transmissionTimeOtherNode", p.getTransmissionTimeOtherNode()),
                numbers("contentionFactors", p.getContentionFactors()), p.getReceiveOverheadSeconds());
    }

    /** A piecewise-linear function from "size:seconds size:seconds ...". */
    static PiecewiseLinear function(String network, String attribute, String text) {
        String[] points = text == null ? new String[0] : text.trim().split("\\s+");
        if (points.length == 0 || points[0].isEmpty()) {
            throw new IllegalArgumentException(attribute + " has no breakpoints (expected size:seconds ...)");
        }
        double[] sizes = new double[points.length];
        double[] seconds = new double[points.length];
        for (int i = 0; i < points.length; i++) {
            String[] pair = points[i].split(":");
            try {
                if (pair.length != 2) {
                    throw new NumberFormatException();
                }
                sizes[i] = Double.parseDouble(pair[0]);
                seconds[i] = Double.parseDouble(pair[1]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(attribute + ": '" + points[i] + "' is not size:seconds");
            }
        }
        return new PiecewiseLinear("network '" + network + "': " + attribute, sizes, seconds);
    }

    static double[] numbers(String attribute, String text) {
        String[] parts = text == null ? new String[0] : text.trim().split("\\s+");
        if (parts.length == 1 && parts[0].isEmpty()) {
            return new double[0];
        }
        double[] out = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                out[i] = Double.parseDouble(parts[i]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(attribute + ": '" + parts[i] + "' is not a number");
            }
        }
        return out;
    }
}
