package lbsim.core.analytic;

import java.util.List;

/**
 * One time slice of a schedule (a column group of the report's Figure 5): calculations that run at the
 * same time, each on its own copy of the target machine, then transfers one after another.
 * <p>
 * Its run time is the slowest calculation plus the sum of the transfers. The report (section 4, eq. 20)
 * adds the maximum run time of each time slice; it does not say how transfers of one slice overlap, and
 * its eq. 20 counts the ray tracers' output to the display as one sequential term (0.16 FPS for all of
 * them), so transfers are serialised here: one medium, one receiver reading one message after another.
 * A slice without calculations is a plain communication step; one calculation is a sequential step.
 *
 * @param name         a label for the breakdown (may be empty, not null)
 * @param calculations calculations run in parallel, copied
 * @param transfers    transfers after them, in order, copied
 */
public record Step(String name, List<Calculation> calculations, List<Transfer> transfers) {

    /** @throws NullPointerException for a null name, list or element */
    public Step {
        if (name == null) {
            throw new NullPointerException("name");
        }
        calculations = List.copyOf(calculations);
        transfers = List.copyOf(transfers);
    }

    /** A sequential step: one calculation, no transfers. */
    public static Step of(Calculation calculation) {
        return new Step(calculation.name(), List.of(calculation), List.of());
    }

    /** A parallel group of calculations, no transfers. */
    public static Step parallel(String name, Calculation... calculations) {
        return new Step(name, List.of(calculations), List.of());
    }

    /** A communication step: transfers only. */
    public static Step transfers(String name, Transfer... transfers) {
        return new Step(name, List.of(), List.of(transfers));
    }
}
