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
        int code = Cli.execute(args, System.out, System.err);
        System.out.flush();
        System.err.flush();
        return Integer.valueOf(code);
    }

    @Override
    public void stop() {
        // the command runs to its end; nothing to interrupt
    }
}
