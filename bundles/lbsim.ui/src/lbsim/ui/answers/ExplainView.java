package lbsim.ui.answers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.part.ViewPart;

import lbsim.model.io.ScenarioException;
import lbsim.run.SimulationException;
import lbsim.run.answers.Explain;
import lbsim.run.answers.ExplainReport;

/**
 * The Explain view: where the makespan of a master-slave scenario goes ({@link Explain}, as {@code lbsim explain}).
 * It follows the .lbsim file selected in a navigator or open in the active editor; "Explain" runs the 16 runs
 * (32 when the scenario's hosts change under the program: host dynamics) in a {@link Job} (progress per run, Cancel stops them) and shows the budget as a table (sequential and
 * Shapley seconds, share of the makespan) and as the waterfall chart. A scenario that is not master-slave,
 * or invalid, gives its one-line problem in the view.
 */
public final class ExplainView extends ViewPart {

    public static final String ID = "lbsim.ui.answers.explainView";

    private Label scenarioLabel;
    private Label status;
    private Button run;
    private Table table;
    private AnswerParts.ChartCanvas chart;
    private Path scenario;
    private volatile Explain.Budget budget;
    private Job job;

    private final ISelectionListener selections = (IWorkbenchPart part, org.eclipse.jface.viewers.ISelection s) -> {
        Path f = AnswerParts.scenarioOf(s);
        if (f != null) {
            setScenario(f);
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(2, false));
        scenarioLabel = new Label(parent, SWT.NONE);
        scenarioLabel.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        run = new Button(parent, SWT.PUSH);
        run.setText("Explain");
        run.setToolTipText("Run the scenario 16 times with network, competing users, heterogeneity and overhead removed"
                + " in every combination (same seed; 32 times with host dynamics too, when hosts change under the program)"
                + " and show where the makespan goes");
        run.addListener(SWT.Selection, e -> explain());
        status = new Label(parent, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (String c : new String[] { "part", "sequential [s]", "Shapley [s]", "share" }) {
            TableColumn col = new TableColumn(table, c.equals("part") ? SWT.LEFT : SWT.RIGHT);
            col.setText(c);
            col.setWidth(c.equals("part") ? 200 : 110);
        }
        GridData td = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        td.heightHint = 9 * table.getItemHeight(); // the header and the seven rows (eight with host dynamics: see show)
        table.setLayoutData(td);
        chart = new AnswerParts.ChartCanvas(parent);
        chart.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        getSite().getPage().addSelectionListener(selections);
        setScenario(AnswerParts.activeScenario(getSite().getPage()));
    }

    /** Shows {@code file} as the scenario to explain (null: none yet). */
    public void setScenario(Path file) {
        scenario = file;
        scenarioLabel.setText(file == null ? "Select a master-slave scenario (.lbsim) to explain" : "Scenario: " + file.getFileName());
        run.setEnabled(file != null);
        status.setText("");
        scenarioLabel.getParent().layout();
    }

    /** The scenario shown, or null. */
    public Path scenario() {
        return scenario;
    }

    /** The last budget computed, or null. */
    public Explain.Budget budget() {
        return budget;
    }

    /** The job of the last Explain, or null. */
    public Job job() {
        return job;
    }

    /** The status line (the problem of a scenario that cannot be explained). */
    public String status() {
        return status.getText();
    }

    /** The table's rows as shown: part, sequential, Shapley, share. */
    public List<String[]> rows() {
        return java.util.Arrays.stream(table.getItems())
                .map(i -> new String[] { i.getText(0), i.getText(1), i.getText(2), i.getText(3) }).toList();
    }

    /** The table of the budget (for tests and screenshots). */
    public Table rowsControl() {
        return table;
    }

    /** Starts Explain on the shown scenario (as the button does). */
    public void explain() {
        Path file = scenario;
        if (file == null) {
            return;
        }
        if (job != null) {
            job.cancel();
        }
        run.setEnabled(false);
        status.setText("Explaining " + file.getFileName() + " ...");
        org.eclipse.swt.widgets.Display display = chart.control().getDisplay();
        int cores = Runtime.getRuntime().availableProcessors();
        job = new Job("Explain " + file.getFileName()) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                int runs;
                try {
                    runs = Explain.runs(file, file.getFileName().toString(), List.of());
                } catch (ScenarioException e) {
                    runs = 16; // explain reports the problem below
                }
                monitor.beginTask("Explain " + file.getFileName() + ": " + runs + " runs", runs);
                int[] shown = { 0 };
                String problem = null;
                Explain.Budget b = null;
                try {
                    b = Explain.explain(file, file.getFileName().toString(), List.of(), null, cores, monitor::isCanceled, n -> {
                        synchronized (shown) {
                            if (n > shown[0]) {
                                monitor.worked(n - shown[0]);
                                shown[0] = n;
                            }
                        }
                    });
                } catch (ScenarioException e) {
                    problem = String.join("; ", e.messages());
                } catch (SimulationException e) {
                    problem = e.getMessage();
                } catch (CancellationException e) {
                    problem = "stopped";
                }
                byte[] png = null;
                if (b != null) {
                    try {
                        png = ExplainReport.png(b, ExplainReport.WIDTH, ExplainReport.HEIGHT);
                    } catch (IOException e) {
                        problem = "cannot draw the waterfall: " + e.getMessage();
                    }
                }
                Explain.Budget result = b;
                String line = problem;
                byte[] picture = png;
                if (!display.isDisposed()) {
                    display.asyncExec(() -> show(result, picture, line));
                }
                monitor.done();
                return "stopped".equals(line) ? Status.CANCEL_STATUS : Status.OK_STATUS;
            }
        };
        job.setUser(true);
        job.schedule();
    }

    private void show(Explain.Budget b, byte[] png, String problem) {
        if (table.isDisposed()) {
            return;
        }
        run.setEnabled(scenario != null);
        status.setText(problem != null ? problem : String.format(Locale.ROOT,
                "%s, %d slaves, seed %d: makespan %.6g s, ideal %.6g s (work %.6g s / total speed %.6g); sequential: causes removed in"
                        + " the order shown; Shapley: averaged over the %d orders; granularity last",
                b.strategy(), b.slaves(), b.seed(), b.makespanSeconds(), b.idealSeconds(), b.workSeconds(), b.totalSpeed(),
                b.orders()));
        if (b == null) {
            return;
        }
        budget = b;
        table.removeAll();
        row("ideal (work / total speed)", b.idealSeconds(), b.idealSeconds(), b.makespanSeconds(), false);
        for (int i = 0; i < b.sequential().size(); i++) {
            row("+ " + b.sequential().get(i).cause().label(), b.sequential().get(i).seconds(), b.shapley().get(i).seconds(),
                    b.makespanSeconds(), true);
        }
        row("= makespan", b.makespanSeconds(), b.makespanSeconds(), b.makespanSeconds(), false);
        // the header and every row (seven, eight with host dynamics), no more
        ((GridData) table.getLayoutData()).heightHint = table.computeSize(SWT.DEFAULT, SWT.DEFAULT).y - 2 * table.getBorderWidth();
        chart.setPng(png);
        status.getParent().layout();
    }

    private void row(String part, double sequential, double shapley, double makespan, boolean signed) {
        TableItem it = new TableItem(table, SWT.NONE);
        String f = signed ? "%+.6g" : "%.6g";
        it.setText(new String[] { part, String.format(Locale.ROOT, f, sequential), String.format(Locale.ROOT, f, shapley),
                String.format(Locale.ROOT, "%.1f %%", 100 * shapley / makespan) });
    }

    @Override
    public void setFocus() {
        run.setFocus();
    }

    @Override
    public void dispose() {
        getSite().getPage().removeSelectionListener(selections);
        if (job != null) {
            job.cancel();
        }
        super.dispose();
    }
}
