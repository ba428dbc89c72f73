package lbsim.run;

import java.util.Map;

import lbsim.model.Application;
import lbsim.model.MasterSlaveApplication;
import lbsim.model.ObservedTaskApplication;
import lbsim.model.PingPongApplication;
import lbsim.model.RealApplication;
import lbsim.model.Scenario;
import lbsim.model.TokenRingApplication;
import lbsim.model.TraceReplayApplication;

/** The binder of each application class, found by the application's model class. */
final class ApplicationBinders {

    private static final Map<Class<?>, ApplicationBinder<?>> BINDERS = Map.of(
            ObservedTaskApplication.class, new ObservedTaskBinder(),
            PingPongApplication.class, new PingPongBinder(),
            TokenRingApplication.class, new TokenRingBinder(),
            MasterSlaveApplication.class, new MasterSlaveBinder(),
            TraceReplayApplication.class, new TraceReplayBinder(),
            RealApplication.class, new RealProgramBinder());

    private ApplicationBinders() {
    }

    /** Binds the scenario's application with its binder; a missing application or one without a binder is a problem. */
    @SuppressWarnings({ "unchecked", "rawtypes" })
    static void bind(Binding b, Scenario scenario, Application app) {
        ApplicationBinder binder = app == null ? null : BINDERS.get(app.eClass().getInstanceClass());
        if (binder == null) {
            b.problem("application " + (app == null ? "missing" : app.eClass().getName()) + " is not supported yet",
                    "supportedApplication");
            return;
        }
        binder.bind(b, scenario, app);
    }
}
