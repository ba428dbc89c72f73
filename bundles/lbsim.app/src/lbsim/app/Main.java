package lbsim.app;

/**
 * Plain Java entry point: {@code java -cp <lbsim and EMF jars> lbsim.app.Main run SCENARIO ...}. Needs no
 * OSGi runtime; the same options and exit codes as the headless Eclipse application.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        int code = Cli.execute(args, System.out, System.err);
        System.out.flush();
        System.exit(code);
    }
}
