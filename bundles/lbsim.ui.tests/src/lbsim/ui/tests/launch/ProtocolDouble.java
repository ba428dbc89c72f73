package lbsim.ui.tests.launch;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import lbsim.app.Cli;

/**
 * A test double of the command line's progress protocol, for testing the launch before the command line speaks
 * it: runs the real {@link Cli} without {@code --progress=machine}, writes one progress line first, and an outcome
 * line made from the exit code last. Runs in the simulation's separate JVM, as {@code lbsim.app.Main} does.
 */
public final class ProtocolDouble {

    private ProtocolDouble() {
    }

    public static void main(String[] args) {
        List<String> a = new ArrayList<>(List.of(args));
        a.remove("--progress=machine");
        int at = a.indexOf("--out");
        Path out = at >= 0 && at + 1 < a.size() ? Path.of(a.get(at + 1)) : null;
        PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
        err.println("lbsim-progress {\"simulated_s\":0.0,\"end_s\":0.0,\"events\":0}");
        int code = Cli.execute(a.toArray(String[]::new), System.out, err);
        String status = code == 0 ? "completed" : code == 2 ? "bad-input" : "failed";
        String folder = out != null && Files.isDirectory(out) ? out.toAbsolutePath().toString() : "";
        System.out.flush();
        err.println("lbsim-outcome {\"status\":\"" + status + "\",\"exit\":" + code + ",\"folder\":\"" + json(folder)
                + "\",\"message\":\"" + json("the command line exited with " + code) + "\"}");
        System.exit(code);
    }

    private static String json(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
