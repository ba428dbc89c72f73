package lbsim.run;

import lbsim.core.net.DelayNetwork;
import lbsim.core.net.NetworkModel;
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
        throw new IllegalArgumentException(segment.eClass().getName() + " is not supported by this simulator yet");
    }
}
