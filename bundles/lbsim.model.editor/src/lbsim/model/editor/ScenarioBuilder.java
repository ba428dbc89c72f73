package lbsim.model.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Checks the project's scenarios ({@link ScenarioMarkers#update(IFile)}). A scenario may refer to any file of the
 * project (rate files, traces, class folders), so every change checks every .lbsim file again: a project holds a
 * handful of scenarios, and a check reads only the files they name.
 */
public class ScenarioBuilder extends IncrementalProjectBuilder {

    /** The builder id, declared in plugin.xml. */
    public static final String ID = "lbsim.model.editor.scenarioBuilder";

    @Override
    protected IProject[] build(int kind, Map<String, String> args, IProgressMonitor monitor) throws CoreException {
        List<IFile> scenarios = new ArrayList<>();
        getProject().accept(r -> {
            if (r.getType() == IResource.FILE && "lbsim".equals(r.getFileExtension())) {
                scenarios.add((IFile) r);
            }
            return !r.isDerived();
        });
        for (IFile f : scenarios) {
            if (monitor != null && monitor.isCanceled()) {
                break;
            }
            ScenarioMarkers.update(f);
        }
        return null;
    }

    @Override
    protected void clean(IProgressMonitor monitor) throws CoreException {
        getProject().deleteMarkers(ScenarioMarkers.TYPE, true, IResource.DEPTH_INFINITE);
    }
}
