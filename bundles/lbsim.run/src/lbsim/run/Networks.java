package lbsim.run;

import lbsim.core.net.AnalyticNetwork;
import lbsim.core.net.DelayNetwork;
import lbsim.core.net.EthernetNetwork;
import lbsim.core.net.NetworkModel;
import lbsim.core.net.PiecewiseLinear;
import lbsim.core.net.PiecewiseLinearNetwork;
import lbsim.core.net.SharedMediumNetwork;
import lbsim.core.net.SwitchedNetwork;
import lbsim.model.NetworkSegment;

/** Creates the simulator's network model for a segment of the scenario. */
final class Networks {

    private Networks() {
    }

    /**
     * @throws IllegalArgumentException when the simulator refuses the parameters or does not know the model
     */
    static NetworkModel create(NetworkSegment segment) {
        String name = segment.getName();
        if (segment instanceof lbsim.model.DelayNetwork d) {
            return new DelayNetwork(name, d.getSendDelaySeconds(), d.getReceiveDelaySeconds(), d.getTransmissionDelaySeconds(),
                    d.getProportionalDelayPerKBSeconds());
        }
        if (segment instanceof lbsim.model.SharedMediumNetwork m) {
            return new SharedMediumNetwork(name, m.getLatencySeconds(), m.getBandwidthBytesPerSecond(), m.getSendOverheadSeconds(),
                    m.getReceiveOverheadSeconds());
        }
        if (segment instanceof lbsim.model.AnalyticNetwork a) {
            double block = a.getBlockBytes();
            if (!(block >= 1) || block != Math.rint(block)) {
                throw new IllegalArgumentException("blockBytes must be a whole number >= 1, got " + block);
            }
            return new AnalyticNetwork(name, a.getSetupSeconds(), (long) block, a.getBlockSetupSeconds(),
                    a.getBandwidthBytesPerSecond(), a.getSendOverheadSeconds(), a.getReceiveOverheadSeconds());
        }
        if (segment instanceof lbsim.model.SwitchedNetwork w) {
            return new SwitchedNetwork(name, w.getLatencySeconds(), w.getLinkBandwidthBytesPerSecond(), w.getSendOverheadSeconds(),
                    w.getReceiveOverheadSeconds());
        }
        if (segment instanceof lbsim.model.PiecewiseLinearNetwork p) {
            return new PiecewiseLinearNetwork(name, function(name, "sendTimeSameNode", p.getSendTimeSameNode()),
                    function(name, "transmissionTimeSameNode", p.getTransmissionTimeSameNode()),
                    function(name, "sendTimeOtherNode", p.getSendTimeOtherNode()),
                    function(name, "transmissionTimeOtherNode", p.getTransmissionTimeOtherNode()),
                    numbers("contentionFactors", p.getContentionFactors()), p.getReceiveOverheadSeconds());
        }
        if (segment instanceof lbsim.model.EthernetNetwork e) {
            return EthernetNetwork.zabel(name, e.getBitsPerSecond());
        }
        throw new IllegalArgumentException(segment.eClass().getName() + " is not supported by this simulator yet");
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
