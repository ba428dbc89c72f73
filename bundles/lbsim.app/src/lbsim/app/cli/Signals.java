package lbsim.app.cli;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

import lbsim.run.launch.CancelHandle;

/**
 * Ctrl-C (SIGINT) and SIGTERM (e.g. Process.destroy from an IDE) while a run or an experiment goes on:
 * a shutdown hook cancels it and waits until the command has written what it keeps and printed its
 * last line; the JVM then exits with 128 + the signal's number (130, 143). Which signal came is
 * recorded where the JVM allows it (sun.misc.Signal), so the outcome line can name the exit code.
 */
public final class Signals {

    private static volatile int last;
    /** Whether signals are seen here (sun.misc.Signal): then a shutdown without one came from System.exit. */
    private static volatile boolean observing;

    static {
        observe("INT");
        observe("TERM");
    }

    private Signals() {
    }

    /** The exit code the JVM will end with after the signal that stopped the run: 128 + its number; 143 if unknown. */
    public static int exitCode() {
        int n = last;
        if (n == 0 && observing) {
            return ExitCodes.SIMULATION_FAILED; // no signal: something in the JVM (a program's thread) called System.exit
        }
        return n > 0 ? 128 + n : 143;
    }

    /** Records the signal, then hands it to the JVM's own handler (which starts the shutdown). */
    private static void observe(String name) {
        try {
            Class<?> signal = Class.forName("sun.misc.Signal", true, ClassLoader.getSystemClassLoader());
            Class<?> handler = Class.forName("sun.misc.SignalHandler", true, ClassLoader.getSystemClassLoader());
            Object sig = signal.getConstructor(String.class).newInstance(name);
            Method handle = signal.getMethod("handle", signal, handler);
            Method number = signal.getMethod("getNumber");
            Object[] previous = new Object[1];
            InvocationHandler ih = (proxy, method, args) -> {
                if (method.getName().equals("handle") && args != null && args.length == 1) {
                    last = (Integer) number.invoke(args[0]);
                    Object prev = previous[0];
                    if (prev != null) {
                        handler.getMethod("handle", signal).invoke(prev, args[0]);
                    }
                    return null;
                }
                if (method.getName().equals("hashCode")) {
                    return System.identityHashCode(proxy);
                }
                if (method.getName().equals("equals")) {
                    return proxy == args[0];
                }
                return "lbsim signal observer";
            };
            Object observer = Proxy.newProxyInstance(handler.getClassLoader(), new Class<?>[] { handler }, ih);
            previous[0] = handle.invoke(null, sig, observer);
            observing = true;
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            // not available here (or the signal is ignored): the exit code is then reported as 143
        }
    }

    /**
     * Cancels {@code cancel} when the JVM shuts down (Ctrl-C, SIGTERM) while {@code body} runs, and
     * holds the shutdown until the command line has printed its last line ({@link Console#finished}, at
     * most two minutes), so the body can finish its files and the outcome can be reported.
     */
    public static <T, E extends Exception> T cancelOnShutdown(CancelHandle cancel, Console io, Body<T, E> body) throws E {
        Thread hook = new Thread(() -> {
            cancel.cancel();
            try {
                io.awaitFinished(120);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (observing && last == 0) {
                // no Ctrl-C, no SIGTERM: a thread (a program's, left behind) called System.exit while lbsim worked; its
                // status (often 0) must not stand for a run that wrote nothing
                System.err.println("lbsim: something in this JVM (a thread of the program?) called System.exit while lbsim"
                        + " was running; exit code 1");
                System.err.flush();
                Runtime.getRuntime().halt(ExitCodes.SIMULATION_FAILED);
            }
            haltAfter(HOOK_GRACE_SECONDS, exitCode()); // another hook (a program's) may never return
        }, "lbsim-interrupt");
        boolean hooked = false;
        try {
            Runtime.getRuntime().addShutdownHook(hook);
            hooked = true;
        } catch (IllegalStateException e) {
            cancel.cancel(); // already shutting down
        }
        try {
            return body.run();
        } finally {
            if (hooked) {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException e) {
                    // the JVM is shutting down: the hook is running and waits for this
                }
            }
        }
    }

    /** How long lbsim lets the other shutdown hooks (a program's) run once its own work is done, in seconds. */
    public static final int HOOK_GRACE_SECONDS = 10;

    /**
     * Ends the JVM with {@code code} (System.exit), and halts it with the same code if the shutdown hooks (a real
     * program may have left one that never returns) have not ended it {@link #HOOK_GRACE_SECONDS} seconds later.
     * Never returns.
     */
    public static void exit(int code) {
        haltAfter(HOOK_GRACE_SECONDS, code);
        System.exit(code);
    }

    /** A daemon thread that halts the JVM with {@code code} after {@code seconds}, saying why on stderr. */
    public static void haltAfter(int seconds, int code) {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(seconds * 1000L);
            } catch (InterruptedException e) {
                return;
            }
            System.err.println("lbsim: a shutdown hook (of the program) did not return within " + seconds
                    + " s; lbsim ends without waiting for it");
            System.err.flush();
            Runtime.getRuntime().halt(code);
        }, "lbsim-exit-bound");
        t.setDaemon(true);
        t.start();
    }

    /** What runs while the hook is in place. */
    @FunctionalInterface
    public interface Body<T, E extends Exception> {
        T run() throws E;
    }
}
