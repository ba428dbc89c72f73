package lbsim.ui.spacetime;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.Graphics;

import lbsim.run.result.ResultFolder;
import lbsim.run.result.ShareStep;
import lbsim.trace.store.TraceStore;

/**
 * The CPU share plots of observed tasks in the space-time diagram (what the old "lbsim Result" view showed): on
 * each observed task's row, from the bottom of its bar area, a step plot of the share of one processor the task
 * received, as the result folder's {@code shares.csv} has it (a share of 1 fills the bar's height). Share step i
 * holds from its time to the next step's (the last step, share 0, is the task's end; a last step above 0 holds to
 * the end of the run). Geometry, in figure coordinates, for the visible window w: x from plotLeft +
 * round(w.x(max(t_i, t0))) to plotLeft + round(w.x(min(t_i+1, t1))), height round(share x barHeight), bottom at the
 * bar's bottom, barHeight = row height - 2 x {@link SpaceTimeFigure#BAR_INSET}.
 */
public final class SharePlot implements SpaceTimeFigure.RowOverlay {

    /** The plot's colour (the old Result view's share colour). */
    public static final int COLOUR = 0x2166AC;

    /** A step of the plot as painted. */
    public record ShareRect(int task, double share, int x0, int x1, int y, int height) {
    }

    private final double[][] times;
    private final double[][] shares;
    private final double end;

    private SharePlot(double[][] times, double[][] shares, double end) {
        this.times = times;
        this.shares = shares;
        this.end = end;
    }

    /**
     * Adds the share plots of the result folder that holds {@code traceFile} to {@code figure}, matching tasks by
     * name; returns the plot, or null when the folder has no shares.csv (a master-slave run's has none), cannot be
     * read, or none of its tasks is in the trace.
     */
    public static SharePlot attach(SpaceTimeFigure figure, TraceStore store, Path traceFile) {
        SharePlot p = of(store, traceFile);
        if (p != null) {
            figure.addOverlay(p);
        }
        return p;
    }

    /** The share plots of the result folder of {@code traceFile} for {@code store}'s tasks, or null (see {@link #attach}). */
    public static SharePlot of(TraceStore store, Path traceFile) {
        Path folder = traceFile == null ? null : traceFile.toAbsolutePath().getParent();
        if (folder == null || !Files.isRegularFile(folder.resolve(ResultFolder.SHARES_CSV))) {
            return null;
        }
        ResultFolder result;
        try {
            result = ResultFolder.read(folder);
        } catch (IOException | RuntimeException e) {
            return null; // the diagram shows the trace; a damaged shares.csv only loses the share plots
        }
        int n = store.taskCount();
        double[][] times = new double[n][];
        double[][] shares = new double[n][];
        boolean any = false;
        for (int t = 0; t < n; t++) {
            List<ShareStep> steps = result.shares(store.taskName(t));
            if (steps.isEmpty()) {
                continue;
            }
            times[t] = new double[steps.size()];
            shares[t] = new double[steps.size()];
            for (int i = 0; i < steps.size(); i++) {
                times[t][i] = steps.get(i).timeSeconds();
                shares[t][i] = steps.get(i).share();
            }
            any = true;
        }
        return any ? new SharePlot(times, shares, store.endSeconds()) : null;
    }

    /** Whether task {@code task} has a share plot. */
    public boolean has(int task) {
        return task >= 0 && task < times.length && times[task] != null;
    }

    /** Task {@code task}'s share steps in the figure's window, as painted (none while its host is collapsed). */
    public List<ShareRect> rects(SpaceTimeFigure f, int task) {
        List<ShareRect> out = new ArrayList<>();
        SpaceTimeFigure.Row r = f.rowOf(task);
        if (!has(task) || r == null) {
            return out;
        }
        TimeWindow w = f.getWindow();
        int left = f.plotLeft();
        int barHeight = r.height() - 2 * SpaceTimeFigure.BAR_INSET;
        double[] ts = times[task];
        double[] vs = shares[task];
        for (int i = 0; i < ts.length; i++) {
            double to = i + 1 < ts.length ? ts[i + 1] : vs[i] > 0 ? Math.max(end, ts[i]) : ts[i];
            double a = Math.max(ts[i], w.t0());
            double b = Math.min(to, w.t1());
            if (!(b > a) || vs[i] <= 0) {
                continue;
            }
            int x0 = left + (int) Math.round(w.x(a));
            int x1 = left + (int) Math.round(w.x(b));
            int h = (int) Math.round(Math.min(1, vs[i]) * barHeight);
            if (x1 > x0 && h > 0) {
                out.add(new ShareRect(task, vs[i], x0, x1, r.y() + SpaceTimeFigure.BAR_INSET + barHeight - h, h));
            }
        }
        return out;
    }

    @Override
    public void paintRow(Graphics g, SpaceTimeFigure figure, SpaceTimeFigure.Row row) {
        if (!has(row.task())) {
            return;
        }
        g.setBackgroundColor(figure.colour(COLOUR));
        for (ShareRect s : rects(figure, row.task())) {
            g.fillRectangle(s.x0(), s.y(), s.x1() - s.x0(), s.height());
        }
    }

    @Override
    public String legend() {
        return "CPU share (full bar = 1 CPU)";
    }

    @Override
    public int legendColour() {
        return COLOUR;
    }
}
