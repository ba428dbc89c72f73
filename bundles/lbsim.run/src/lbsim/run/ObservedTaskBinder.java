package lbsim.run;

import lbsim.core.app.ObservedTask;
import lbsim.model.ObservedTaskApplication;
import lbsim.model.Scenario;

/** Observed tasks: CPU work on a host, measured against the competing load (tasks.csv, shares.csv). */
final class ObservedTaskBinder implements ApplicationBinder<ObservedTaskApplication> {

    @Override
    public void bind(Binding b, Scenario scenario, ObservedTaskApplication app) {
        for (lbsim.model.ObservedTask t : app.getTasks()) {
            b.tasks.add(new ObservedTask(b.sim, t.getName(), b.hosts.get(t.getHost().getName()), t.getWorkSeconds(),
                    t.getNice(), t.getStartTimeSeconds()));
        }
    }
}
