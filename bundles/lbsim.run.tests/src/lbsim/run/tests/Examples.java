package lbsim.run.tests;

import java.nio.file.Path;

import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;

/** The shipped scenarios under examples/ (the build passes their folder as the system property lbsim.examples). */
final class Examples {

    private Examples() {
    }

    static Path file(String name) {
        return Path.of(System.getProperty("lbsim.examples", "../../examples"), name);
    }

    static Scenario load(String name) throws ScenarioException {
        return ScenarioLoader.load(file(name));
    }
}
