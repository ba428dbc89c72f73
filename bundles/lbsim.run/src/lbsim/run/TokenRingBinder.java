package lbsim.run;

import java.util.ArrayList;
import java.util.List;

import lbsim.core.app.TokenRing;
import lbsim.model.Scenario;
import lbsim.model.TokenRingApplication;
import lbsim.run.outcome.AppResult;
import lbsim.run.outcome.RingSummary;

/** A token passed round a ring of hosts ({@link RingSummary}). */
final class TokenRingBinder implements ApplicationBinder<TokenRingApplication> {

    @Override
    public void bind(Binding b, Scenario scenario, TokenRingApplication tr) {
        if (!PlatformBinder.virtualMachine(b, scenario.getPlatform())) {
            return;
        }
        TokenRing model = new TokenRing(tr.getTokenBytes(), tr.getRounds());
        List<String> ring = new ArrayList<>();
        for (lbsim.model.Host h : tr.getHosts()) {
            ring.add(h.getName());
        }
        b.apps.add(new PreparedRun.AppBinding() {
            @Override
            public void start() {
                model.start(b.vm, ring);
            }

            @Override
            public void results(List<AppResult> results) {
                results.add(new RingSummary(ring.size(), tr.getRounds(), tr.getTokenBytes(), model.hops(),
                        model.finishedSeconds()));
            }
        });
    }
}
