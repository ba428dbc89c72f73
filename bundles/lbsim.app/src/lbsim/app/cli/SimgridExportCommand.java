package lbsim.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import lbsim.model.Scenario;
import lbsim.model.io.ScenarioException;
import lbsim.run.importer.SimgridExport;
import lbsim.run.io.AtomicFiles;
import lbsim.run.launch.Runs;

/**
 * {@code lbsim export simgrid SCENARIO [--out PLATFORM.xml] [--deployment DEPLOYMENT.xml] [--set path=value ...]}: the
 * scenario's platform as a SimGrid platform, and for a master-slave application a deployment for lbsim's SimGrid
 * driver (bench/simgrid/master_worker.cpp). By default the files are SCENARIO's name with {@code -platform.xml} and
 * {@code -deployment.xml} beside it; the links' profiles go to files PLATFORM-LINK-bandwidth.txt and
 * PLATFORM-LINK-latency.txt beside the platform (PLATFORM without .xml); existing files are never overwritten.
 */
final class SimgridExportCommand {

    private SimgridExportCommand() {
    }

    static int execute(String[] args, Console io) throws UsageException, IOException, ScenarioException {
        String scenario = null;
        Path out = null;
        Path dep = null;
        java.util.List<String> sets = new java.util.ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--out" -> out = Path.of(Args.value(args, ++i, "--out"));
                case "--deployment" -> dep = Path.of(Args.value(args, ++i, "--deployment"));
                case "--set" -> sets.add(Args.value(args, ++i, "--set"));
                default -> {
                    if (args[i].startsWith("-") || scenario != null) {
                        throw new UsageException("unknown option '" + args[i] + "' for export simgrid");
                    }
                    scenario = args[i];
                }
            }
        }
        if (scenario == null) {
            throw new UsageException("usage: lbsim export simgrid SCENARIO [--out PLATFORM.xml] [--deployment DEPLOYMENT.xml]"
                    + " [--set path=value]");
        }
        Path in = Path.of(scenario);
        String base = in.getFileName().toString();
        base = base.endsWith(".lbsim") ? base.substring(0, base.length() - 6) : base;
        if (out == null) {
            out = in.resolveSibling(base + "-platform.xml");
        }
        Scenario s = Runs.load(in, scenario, sets);
        String outBase = out.getFileName().toString();
        outBase = outBase.endsWith(".xml") ? outBase.substring(0, outBase.length() - 4) : outBase;
        SimgridExport.Result r = SimgridExport.write(s, outBase + "-");
        Path folder = out.toAbsolutePath().getParent();
        if (r.deployment() != null && dep == null) {
            dep = in.resolveSibling(base + "-deployment.xml");
        }
        java.util.List<Path> targets = new java.util.ArrayList<>(java.util.Arrays.asList(out, r.deployment() == null ? null : dep));
        for (String name : r.profiles().keySet()) {
            targets.add(folder.resolve(name));
        }
        for (Path p : targets) {
            if (p != null && Files.exists(p)) {
                throw new UsageException(p + ": exists; refusing to overwrite it");
            }
        }
        for (var e : r.profiles().entrySet()) {
            AtomicFiles.writeString(folder.resolve(e.getKey()), e.getValue());
        }
        AtomicFiles.writeString(out, r.platform());
        if (r.deployment() != null) {
            AtomicFiles.writeString(dep, r.deployment());
        }
        io.out().println(scenario + ": platform written to " + out + (r.deployment() == null ? "" : ", deployment to " + dep));
        return ExitCodes.OK;
    }
}
