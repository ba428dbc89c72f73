package lbsim.app;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;

/**
 * The headless Eclipse application {@code lbsim.app.headless}: the command line of {@link Cli} inside
 * an Equinox runtime. Its exit code is the command's.
 */
public final class HeadlessApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        Object raw = context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        String[] args = raw instanceof String[] a ? a : new String[0];
        context.applicationRunning();
        java.io.PrintStream out = lbsim.app.cli.StandardOutput.open(); // tells a closed pipe from a full disk
        java.io.PrintStream err = System.err;
        System.setOut(Main.unclosable(out)); // a program's close reaches these wrappers, not lbsim's streams
        System.setErr(Main.unclosable(err));
        int code = Cli.execute(args, out, err);
        out.flush();
        err.flush();
        // Equinox ends the JVM after this returns; a program's shutdown hook that never returns must not keep it
        lbsim.app.cli.Signals.haltAfter(lbsim.app.cli.Signals.HOOK_GRACE_SECONDS, code);
        return Integer.valueOf(code);
    }

    @Override
    public void stop() {
        // the command runs to its end; nothing to interrupt
    }
}
