package lbsim.model.editor;

import java.util.Arrays;

import org.eclipse.core.resources.ICommand;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IProjectNature;
import org.eclipse.core.runtime.CoreException;

/**
 * The lbsim project nature: installs the {@link ScenarioBuilder}, which checks every scenario of the project
 * whenever something in it changes (so a scenario whose rate or trace file goes missing gets a marker).
 */
public class ScenarioNature implements IProjectNature {

    /** The nature id, declared in plugin.xml. */
    public static final String ID = "lbsim.model.editor.nature";

    private IProject project;

    /** Adds the nature (and so the builder) to a project that lacks it. */
    public static void addTo(IProject project) throws CoreException {
        IProjectDescription d = project.getDescription();
        if (d.hasNature(ID)) {
            return;
        }
        String[] natures = Arrays.copyOf(d.getNatureIds(), d.getNatureIds().length + 1);
        natures[natures.length - 1] = ID;
        d.setNatureIds(natures);
        project.setDescription(d, null);
    }

    @Override
    public void configure() throws CoreException {
        IProjectDescription d = project.getDescription();
        for (ICommand c : d.getBuildSpec()) {
            if (c.getBuilderName().equals(ScenarioBuilder.ID)) {
                return;
            }
        }
        ICommand command = d.newCommand();
        command.setBuilderName(ScenarioBuilder.ID);
        ICommand[] spec = Arrays.copyOf(d.getBuildSpec(), d.getBuildSpec().length + 1);
        spec[spec.length - 1] = command;
        d.setBuildSpec(spec);
        project.setDescription(d, null);
    }

    @Override
    public void deconfigure() throws CoreException {
        IProjectDescription d = project.getDescription();
        d.setBuildSpec(Arrays.stream(d.getBuildSpec()).filter(c -> !c.getBuilderName().equals(ScenarioBuilder.ID))
                .toArray(ICommand[]::new));
        project.setDescription(d, null);
    }

    @Override
    public IProject getProject() {
        return project;
    }

    @Override
    public void setProject(IProject project) {
        this.project = project;
    }
}
