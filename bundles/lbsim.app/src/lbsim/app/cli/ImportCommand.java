package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import lbsim.model.io.ScenarioException;
import lbsim.model.io.ScenarioLoader;
import lbsim.run.importer.SimgridImport;
import lbsim.run.importer.VmConfigImport;

/**
 * {@code lbsim import vmconfig FILE [--out SCENARIO]}: a MISS-PVM VMConfig file as a scenario;
 * {@code lbsim import simgrid PLATFORM.xml [DEPLOYMENT.xml] [--out SCENARIO] [--network-model cm02|lv08|maxmin]
 * [--crosstraffic on|off]}: a SimGrid platform (and master-worker deployment) as a scenario, under the file's network
 * model (SimGrid's default, LV08, when it names none) unless the options impose one.
 */
public final class ImportCommand implements Command {

    @Override
    public int execute(String[] args, Console io) throws UsageException, ScenarioException, IOException {
        if (args.length >= 2 && args[0].equals("simgrid")) {
            return simgrid(args, io);
        }
        if (args.length < 2 || !args[0].equals("vmconfig")) {
            throw new UsageException("usage: lbsim import vmconfig FILE [--out SCENARIO] | lbsim import simgrid PLATFORM.xml"
                    + " [DEPLOYMENT.xml] [--out SCENARIO] [--network-model cm02|lv08|maxmin] [--crosstraffic on|off]");
        }
        Path in = Path.of(args[1]);
        Path target = null;
        for (int i = 2; i < args.length; i++) {
            if (args[i].equals("--out")) {
                target = Path.of(Args.value(args, ++i, "--out"));
            } else {
                throw new UsageException("unknown option '" + args[i] + "' for import");
            }
        }
        if (target == null) {
            target = in.resolveSibling(in.getFileName() + ".lbsim");
        }
        if (Files.exists(target, java.nio.file.LinkOption.NOFOLLOW_LINKS)) { // a dangling link too: saving would replace it
            throw new UsageException("--out " + target + ": exists" + (Files.isSymbolicLink(target) ? " (a symbolic link"
                    + (Files.exists(target) ? "" : " to nothing") + ")" : "") + "; refusing to overwrite it");
        }
        VmConfigImport.Result r = VmConfigImport.read(in);
        for (String w : r.warnings()) {
            io.err().println("lbsim: warning: " + w);
        }
        ScenarioLoader.save(r.scenario(), target);
        io.out().println(in + ": " + r.scenario().getPlatform().getHosts().size() + " machines imported into " + target);
        return ExitCodes.OK;
    }

    private static int simgrid(String[] args, Console io) throws UsageException, ScenarioException, IOException {
        Path platform = Path.of(args[1]);
        Path deployment = null;
        Path target = null;
        String model = null;
        Boolean cross = null;
        for (int i = 2; i < args.length; i++) {
            if (args[i].equals("--out")) {
                target = Path.of(Args.value(args, ++i, "--out"));
            } else if (args[i].equals("--network-model")) {
                model = Args.value(args, ++i, "--network-model");
                if (!List.of("cm02", "lv08", "maxmin").contains(model)) {
                    throw new UsageException("--network-model " + model + ": expected cm02, lv08 or maxmin");
                }
            } else if (args[i].equals("--crosstraffic")) {
                String v = Args.value(args, ++i, "--crosstraffic");
                if (!v.equals("on") && !v.equals("off")) {
                    throw new UsageException("--crosstraffic " + v + ": expected on or off");
                }
                cross = v.equals("on");
            } else if (deployment == null && !args[i].startsWith("-")) {
                deployment = Path.of(args[i]);
            } else {
                throw new UsageException("unknown option '" + args[i] + "' for import simgrid");
            }
        }
        if (target == null) {
            String base = platform.getFileName().toString();
            target = platform.resolveSibling((base.endsWith(".xml") ? base.substring(0, base.length() - 4) : base) + ".lbsim");
        }
        if (Files.exists(target, java.nio.file.LinkOption.NOFOLLOW_LINKS)) { // a dangling link too: saving would replace it
            throw new UsageException("--out " + target + ": exists" + (Files.isSymbolicLink(target) ? " (a symbolic link"
                    + (Files.exists(target) ? "" : " to nothing") + ")" : "") + "; refusing to overwrite it");
        }
        SimgridImport.Result r = SimgridImport.read(platform, deployment, new SimgridImport.Options(model, cross));
        for (String w : r.warnings()) {
            io.err().println("lbsim: warning: " + w);
        }
        ScenarioLoader.save(r.scenario(), target);
        io.out().println(platform + ": " + r.scenario().getPlatform().getHosts().size() + " hosts"
                + (deployment == null ? "" : " and the master-worker deployment " + deployment) + " imported into " + target);
        return ExitCodes.OK;
    }
}
