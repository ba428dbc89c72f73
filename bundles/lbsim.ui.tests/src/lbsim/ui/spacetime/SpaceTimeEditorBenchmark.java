package lbsim.ui.spacetime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

import lbsim.trace.store.Summary;
import lbsim.trace.store.TraceStore;

/**
 * The benchmark of issue 17's scale targets (not a test: skipped unless {@code -Dlbsim.bench.editor=FILE[,FILE...]}
 * names trace files, and its name matches none of surefire's test patterns; {@code bench/run.sh editor} runs it
 * under xvfb-run). All views are hidden and the window sized so that the plot is exactly {@value #PLOT_WIDTH}
 * pixels wide. For each trace:
 * <ul>
 * <li><b>open</b>: from {@code IDE.openEditor} (as a finished launch opens a trace) until the first complete
 * paint: the file opened ({@code TraceFileStore.open}), the part created, the window's summary computed and the
 * canvas painted through SWT's paint event ({@link #paint}). Twice: the first open of that trace, then again.</li>
 * <li><b>repaint</b>: a key press as a user types it (+, -, Right, Left, delivered to the canvas's KeyDown
 * listeners, whose handler calls {@code setWindow}), then the same paint. {@code rounds} zooms in from the whole
 * run, as many zooms out back to it, and {@code rounds} pans right and then left at two zooms: the widest window
 * summarised from the events (the most work a pan can cost) and the run / 1024.</li>
 * </ul>
 * Wall time and the UI thread's CPU time are printed. After each paint the figure is asked for its summary again
 * (it must be cached: proof that the paint computed the new window's), and the store once more for the same
 * summary, to show where the time goes. Prints a table to stdout and appends it to
 * {@code -Dlbsim.bench.editor.out=FILE} when given.
 */
class SpaceTimeEditorBenchmark {

    static final int PLOT_WIDTH = 1600;

    private final List<String> lines = new ArrayList<>();

    @Test
    void openAndRepaint() throws Exception {
        String files = System.getProperty("lbsim.bench.editor", "");
        assumeTrue(!files.isEmpty(), "the editor benchmark runs only with -Dlbsim.bench.editor=FILE[,FILE...]");
        int rounds = Integer.getInteger("lbsim.bench.editor.rounds", 20);
        IWorkbenchWindow win = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = win.getActivePage();
        Shell shell = win.getShell();
        size(page, shell);
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        out(String.format(Locale.ROOT, "space-time editor benchmark: Java %s, %d CPUs, load average %.2f at the start, %d rounds",
                System.getProperty("java.version"), os.getAvailableProcessors(), os.getSystemLoadAverage(), rounds));
        for (String f : files.split(",")) {
            Path file = Path.of(f.trim()).toAbsolutePath();
            for (int pass = 1; pass <= 2; pass++) {
                page.closeAllEditors(false);
                flush();
                System.gc();
                benchmark(page, file, pass, pass == 2 ? rounds : 0);
            }
            page.closeAllEditors(false);
            flush();
        }
        out(String.format(Locale.ROOT, "load average at the end %.2f", os.getSystemLoadAverage()));
        String report = System.getProperty("lbsim.bench.editor.out", "");
        if (!report.isEmpty()) {
            Files.writeString(Path.of(report), String.join("\n", lines) + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        }
    }

    /**
     * Hides every view, so the editor area takes the whole window, and sets the window's width so that the plot of
     * an editor on a tiny hand-made trace ({@link SpaceTimeEditorTest#handMadeTrace}) is {@value #PLOT_WIDTH}
     * pixels wide.
     */
    private static void size(IWorkbenchPage page, Shell shell) throws Exception {
        for (var v : page.getViewReferences()) {
            page.hideView(v);
        }
        shell.setBounds(0, 0, 1880, 1100);
        flush();
        Path dir = Files.createTempDirectory("lbsim-bench-editor");
        SpaceTimeEditorTest.handMadeTrace(dir);
        IEditorPart part = IDE.openEditor(page, dir.resolve("trace.lbt").toUri(), SpaceTimeEditor.ID, true);
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, part);
        flush();
        for (int i = 0; i < 4 && e.getWindow().width() != PLOT_WIDTH; i++) {
            Rectangle b = shell.getBounds();
            shell.setBounds(b.x, b.y, b.width + PLOT_WIDTH - e.getWindow().width(), b.height);
            flush();
            update(e);
        }
        assertEquals(PLOT_WIDTH, e.getWindow().width(), "plot width after sizing the window");
        page.closeAllEditors(false);
        flush();
        Files.delete(dir.resolve("trace.lbt"));
        Files.delete(dir);
    }

    private void benchmark(IWorkbenchPage page, Path file, int pass, int rounds) throws Exception {
        long c0 = CPU.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        // as a finished launch opens a trace outside the workspace (RunReport.openTrace)
        IEditorPart part = IDE.openEditor(page, file.toUri(), SpaceTimeEditor.ID, true);
        SpaceTimeEditor e = assertInstanceOf(SpaceTimeEditor.class, part);
        flush();
        paint(e);
        long open = System.nanoTime() - t0;
        long openCpu = CPU.getCurrentThreadCpuTime() - c0;
        long tc = System.nanoTime();
        Summary first = e.getFigure().summary();
        assertNotNull(first, "the first paint has a summary");
        double cached = (System.nanoTime() - tc) / 1e6;
        TraceStore store = e.getStore();
        if (pass == 1) {
            out("");
            out(String.format(Locale.ROOT, "%s: %,d intervals + %,d messages = %,d records, %,d tasks on %,d hosts, run %.1f s, %.1f MB",
                    file, store.intervalCount(), store.messageCount(), store.intervalCount() + store.messageCount(),
                    store.taskCount(), store.hostCount(), store.endSeconds(), Files.size(file) / 1e6));
        }
        assertEquals(PLOT_WIDTH, e.getWindow().width(), "plot width");
        org.eclipse.swt.graphics.Rectangle client = e.getCanvas().getClientArea();
        out(String.format(Locale.ROOT,
                "  open #%d (%s): %.0f ms to the first complete paint, %.0f ms CPU of the UI thread (summary from the %s;"
                        + " canvas %dx%d; the summary asked again after the paint: %.1f ms)",
                pass, pass == 1 ? "first open of this trace" : "again, warmer", open / 1e6, openCpu / 1e6,
                first.exact() ? "events" : "summary level", client.width, client.height, cached));
        if (rounds == 0) {
            return;
        }
        // zoom in from the whole run, then out again
        key(e, '0', 0);
        paint(e);
        Series in = new Series("zoom in (+)");
        int exactLevel = -1;
        for (int i = 0; i < rounds; i++) {
            in.add(e, () -> key(e, '+', 0));
            if (exactLevel < 0 && e.getFigure().summary().exact()) {
                exactLevel = i + 1;
            }
        }
        Series outs = new Series("zoom out (-)");
        for (int i = 0; i < rounds; i++) {
            outs.add(e, () -> key(e, '-', 0));
        }
        List<Series> all = new ArrayList<>(List.of(in, outs));
        int[] levels = exactLevel < 0 ? new int[] { 10 } : new int[] { exactLevel, 10 };
        for (int level : levels) {
            key(e, '0', 0);
            for (int i = 0; i < level; i++) {
                key(e, '+', 0);
            }
            // start a quarter into the run so both directions have room
            TimeWindow w = e.getWindow();
            e.setWindow(w.startingAt(w.end() / 4));
            paint(e);
            String at = "at run/" + (1 << level);
            Series right = new Series("pan right (Right) " + at);
            Series left = new Series("pan left (Left) " + at);
            for (int i = 0; i < rounds; i++) {
                right.add(e, () -> key(e, '\0', SWT.ARROW_RIGHT));
            }
            for (int i = 0; i < rounds; i++) {
                left.add(e, () -> key(e, '\0', SWT.ARROW_LEFT));
            }
            all.add(right);
            all.add(left);
        }
        out(String.format(Locale.ROOT, "  %-34s %9s %9s %9s %13s %13s %12s %11s %9s %16s", "repaint after", "median", "max", "min",
                "CPU median", "CPU max", "from events", "summary", "refined", "exact at median"));
        for (Series s : all) {
            out(String.format(Locale.ROOT, "  %-34s %6.1f ms %6.1f ms %6.1f ms %10.1f ms %10.1f ms %6d of %2d %8.1f ms %6d   %10.1f ms",
                    s.name, s.median(s.ms), max(s.ms), min(s.ms), s.median(s.cpuMs), max(s.cpuMs), s.exact, s.ms.size(),
                    s.median(s.summaryMs), s.refined, s.median(s.exactMs)));
        }
        out("  (refined: steps painted from the summary level at once and exactly once the background thread had the"
                + " exact summary; exact at: from the key press to that second paint)");
        out(String.format(Locale.ROOT, "  (CPU: of the UI thread; summary: the same window's summary asked of the store once more,"
                + " median; asked of the figure after each paint it took at most %.1f ms, i.e. the paint had computed it)",
                all.stream().mapToDouble(x -> x.cachedMs).max().orElse(0)));
    }

    /** Repaint times of one kind of step. */
    private static final class Series {
        final String name;
        final List<Double> ms = new ArrayList<>();
        final List<Double> summaryMs = new ArrayList<>();
        final List<Double> cpuMs = new ArrayList<>();
        double cachedMs;
        int exact;
        int refined;
        final List<Double> exactMs = new ArrayList<>();

        Series(String name) {
            this.name = name;
        }

        void add(SpaceTimeEditor e, Runnable step) throws Exception {
            long c0 = CPU.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            step.run();
            paint(e);
            ms.add((System.nanoTime() - t0) / 1e6);
            cpuMs.add((CPU.getCurrentThreadCpuTime() - c0) / 1e6);
            // a window painted from the level first: until its exact summary is painted (SpaceTimeFigure.SYNC_BUDGET)
            if (e.getFigure().isRefining()) {
                refined++;
                Display d = Display.getCurrent();
                while (e.getFigure().isRefining()) {
                    if (!d.readAndDispatch()) {
                        Thread.sleep(1);
                    }
                }
                paint(e);
                exactMs.add((System.nanoTime() - t0) / 1e6);
            }
            long tc = System.nanoTime();
            Summary s = e.getFigure().summary();
            cachedMs = Math.max(cachedMs, (System.nanoTime() - tc) / 1e6);
            assertNotNull(s, "a summary for " + e.getWindow());
            if (s.exact()) {
                exact++;
            }
            TimeWindow w = e.getWindow();
            long t1 = System.nanoTime();
            e.getStore().summary(w.t0(), w.t1(), w.width(), SpaceTimeFigure.EVENT_BUDGET);
            summaryMs.add((System.nanoTime() - t1) / 1e6);
            // that check's summary of every task (tens of MB) is the benchmark's, not the editor's: collect it
            // here, untimed, rather than in the next step's paint
            System.gc();
        }

        double median(List<Double> v) {
            double[] a = v.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            return a.length == 0 ? Double.NaN : a.length % 2 == 1 ? a[a.length / 2] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2;
        }


    }

    private static double max(List<Double> v) {
        return v.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }

    private static double min(List<Double> v) {
        return v.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
    }

    private void out(String line) {
        lines.add(line);
        PrintStream o = System.out;
        o.println(line);
        o.flush();
    }

    private static void key(SpaceTimeEditor e, char c, int keyCode) {
        Event k = new Event();
        k.character = c;
        k.keyCode = keyCode;
        k.doit = true;
        e.getCanvas().notifyListeners(SWT.KeyDown, k);
    }

    static final java.lang.management.ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    /**
     * Lays out what is invalid, then has the canvas painted through SWT's paint event, as the screen is: a
     * redraw of the whole canvas, then {@code update()} (which on GTK dispatches the paint at once), then the
     * display's events until the canvas's paint listeners (the lightweight system's first, ours after it) have
     * run. The diagram computes the window's summary in its paint.
     */
    private static void paint(SpaceTimeEditor e) {
        update(e);
        FigureCanvas c = e.getCanvas();
        boolean[] painted = new boolean[1];
        org.eclipse.swt.widgets.Listener done = ev -> painted[0] = true;
        c.addListener(SWT.Paint, done);
        try {
            c.redraw();
            c.update();
            Display d = c.getDisplay();
            long giveUp = System.nanoTime() + 10_000_000_000L;
            while (!painted[0] && System.nanoTime() < giveUp) {
                if (!d.readAndDispatch()) {
                    Thread.onSpinWait();
                }
            }
            if (!painted[0]) {
                throw new IllegalStateException("the canvas was not painted within 10 s");
            }
        } finally {
            c.removeListener(SWT.Paint, done);
        }
    }

    private static void flush() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // run pending events
        }
    }

    /**
     * Draw2d's update manager, now: validates (lays out) what is invalid and repairs the damage on a GC of its own.
     * Under GTK 3 that paint outside a paint event does not reach the diagram (the figure's summary stayed the
     * previous window's), so {@link #paint} adds a real paint event.
     */
    private static void update(SpaceTimeEditor e) {
        ((FigureCanvas) e.getCanvas()).getLightweightSystem().getUpdateManager().performUpdate();
    }
}
