package lbsim.app;

/**
 * Plain Java entry point: {@code java -cp <lbsim and EMF jars> lbsim.app.Main run SCENARIO ...}. Needs no
 * OSGi runtime; the same options and exit codes as the headless Eclipse application.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        lbsim.app.cli.Sandbox.childStart(); // in a real program's sandbox: the parent's secret, before the program runs
        java.io.PrintStream out = lbsim.app.cli.StandardOutput.open(); // tells a closed pipe from a full disk
        java.io.PrintStream err = System.err;
        // a real program that closes System.out or System.err closes these wrappers, not lbsim's own streams
        System.setOut(unclosable(out));
        System.setErr(unclosable(err));
        int code = Cli.execute(args, out, err);
        out.flush();
        err.flush();
        lbsim.app.cli.Signals.exit(code); // bounded: a program's shutdown hook that never returns does not keep the JVM
    }

    /** A stream onto {@code s} whose close only flushes. */
    static java.io.PrintStream unclosable(java.io.PrintStream s) {
        return new java.io.PrintStream(new java.io.FilterOutputStream(s) {
            @Override
            public void write(byte[] b, int off, int len) {
                s.write(b, off, len);
            }

            @Override
            public void close() {
                s.flush();
            }
        }, true, s.charset());
    }
}
