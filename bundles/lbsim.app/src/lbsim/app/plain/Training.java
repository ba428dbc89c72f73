package lbsim.app.plain;

import java.io.IOException;
import java.io.PrintStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

import lbsim.app.Cli;

/**
 * The training run of the plain launch's class archive (see the {@code lbsim} script): the JVM that runs
 * this with {@code -XX:AOTCacheOutput} (JDK 25 and later: the JDK's AOT cache, with the classes loaded and
 * linked and the methods' profiles) or {@code -XX:ArchiveClassesAtExit} (a class-data-sharing archive)
 * archives the classes it loaded, and later launches map them instead of loading, verifying and linking
 * them one by one from the jars.
 * <p>
 * It validates and runs a small scenario of each kind that lbsim's commands load most: a master-slave
 * application on a switched network next to competing users, with its full trace, result folder and
 * critical path; then it analyses that folder. Everything goes to a temporary folder it deletes; nothing
 * is printed. The archive only decides where classes come from: results are the same with or without it.
 * Exit 0, or 1 when a step did not end as expected (the script then launches without an archive).
 */
public final class Training {

    private Training() {
    }

    static final String SCENARIO = """
            <?xml version="1.0" encoding="UTF-8"?>
            <lbsim:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                xmlns:lbsim="http://lbsim.org/model/1.0" name="cds-training" description="the plain launch's training run">
              <platform>
                <hosts name="node-0" speed="1.0" segment="lan"/>
                <hosts name="node-1" speed="1.0" segment="lan"/>
                <hosts name="node-2" speed="2.0" segment="lan"/>
                <segments xsi:type="lbsim:SwitchedNetwork" name="lan" latencySeconds="0.0003" linkBandwidthBytesPerSecond="1.25E8"/>
              </platform>
              <workloads xsi:type="lbsim:PermanentLoad" name="other-user" host="node-1" count="1" nice="0"/>
              <application xsi:type="lbsim:MasterSlaveApplication" master="node-0" slaves="node-1 node-2" units="200"
                  unitCost="exponential(0.01)" requestBytes="0" workBytesFixed="0" workBytesPerUnit="1000" resultBytesFixed="0"
                  resultBytesPerUnit="100" masterOverheadSeconds="0" strategy="self"/>
              <run seed="1"/>
            </lbsim:Scenario>
            """;

    public static void main(String[] args) {
        System.exit(train() ? 0 : 1);
    }

    /** Runs the training steps; whether each ended as expected. */
    static boolean train() {
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
        Path dir = null;
        try {
            dir = Files.createTempDirectory("lbsim-cds-training-");
            Path scenario = dir.resolve("training.lbsim");
            Files.writeString(scenario, SCENARIO, StandardCharsets.UTF_8);
            Path out = dir.resolve("result");
            return Cli.execute(new String[] { "validate", scenario.toString() }, quiet, quiet) == 0
                    && Cli.execute(new String[] { "run", scenario.toString(), "--out", out.toString(), "--quiet" }, quiet, quiet) == 0
                    && Cli.execute(new String[] { "analyze", out.toString() }, quiet, quiet) == 0;
        } catch (IOException | RuntimeException e) {
            return false;
        } finally {
            if (dir != null) {
                delete(dir);
            }
        }
    }

    private static void delete(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | RuntimeException e) {
            // a leftover temporary folder is harmless
        }
    }
}
