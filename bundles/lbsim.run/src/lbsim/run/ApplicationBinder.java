package lbsim.run;

import lbsim.model.Application;
import lbsim.model.Scenario;

/**
 * Binds one class of application to the simulation: reads what it needs from the model, records
 * problems in the {@link Binding}, and adds a {@link PreparedRun.AppBinding} (or observed tasks) when
 * all is well. One implementation per application class, registered in {@link ApplicationBinders}.
 *
 * @param <A> the application's model class
 */
interface ApplicationBinder<A extends Application> {

    /** Binds the application; the platform's hosts and the workloads are bound already. */
    void bind(Binding b, Scenario scenario, A app);
}
