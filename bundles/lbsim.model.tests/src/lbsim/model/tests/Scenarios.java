package lbsim.model.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import lbsim.model.Host;
import lbsim.model.ModelFactory;
import lbsim.model.ObservedTask;
import lbsim.model.ObservedTaskApplication;
import lbsim.model.PermanentLoad;
import lbsim.model.Platform;
import lbsim.model.RunSettings;
import lbsim.model.Scenario;

/** Small valid scenarios for tests, built in memory or written as text. */
final class Scenarios {

    private Scenarios() {
    }

    /** One host ws1 with one competing nice-0 process and a 10 s observed task at nice 0. */
    static Scenario small() {
        ModelFactory f = ModelFactory.eINSTANCE;
        Scenario s = f.createScenario();
        s.setName("small");
        Platform p = f.createPlatform();
        s.setPlatform(p);
        Host h = f.createHost();
        h.setName("ws1");
        p.getHosts().add(h);
        Host h2 = f.createHost();
        h2.setName("ws2");
        h2.setSpeed(2.0);
        p.getHosts().add(h2);
        PermanentLoad load = f.createPermanentLoad();
        load.setHost(h);
        load.setCount(1);
        s.getWorkloads().add(load);
        ObservedTaskApplication app = f.createObservedTaskApplication();
        ObservedTask t = f.createObservedTask();
        t.setName("obs");
        t.setHost(h);
        t.setWorkSeconds(10);
        app.getTasks().add(t);
        s.setApplication(app);
        RunSettings run = f.createRunSettings();
        run.setSeed(5);
        s.setRun(run);
        return s;
    }

    static final String HEADER = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<lbsim:Scenario xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\""
            + " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xmlns:lbsim=\"http://lbsim.org/model/1.0\" name=\"t\">\n";

    /** A scenario file from the given body lines (between the root element's tags). */
    static Path write(Path dir, String name, String body) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, HEADER + body + "</lbsim:Scenario>\n");
        return file;
    }

    static final String VALID_BODY = """
              <platform>
                <hosts name="ws1" speed="1.5" processors="2" scheduler="equal"/>
              </platform>
              <workloads xsi:type="lbsim:PermanentLoad" host="ws1" count="2" nice="5"/>
              <application xsi:type="lbsim:ObservedTaskApplication">
                <tasks name="obs" host="ws1" workSeconds="12.5" nice="3"/>
              </application>
              <run seed="42"/>
            """;
}
