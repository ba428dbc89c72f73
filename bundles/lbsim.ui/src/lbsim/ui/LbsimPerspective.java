package lbsim.ui;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * The lbsim perspective: Project Explorer on the left, the editor area in the middle (a run's result opens in the
 * space-time diagram editor), Properties on the right, Problems, Console and Progress
 * (a run's virtual time) below. The IDE product opens it by default
 * (plugin_customization.ini); in any Eclipse it is under Window > Perspective > Open Perspective.
 */
public class LbsimPerspective implements IPerspectiveFactory {

    /** The perspective id, as registered in plugin.xml. */
    public static final String ID = "lbsim.ui.perspective";

    /** The Console view's id (org.eclipse.ui.console; named here so lbsim.ui need not require that bundle). */
    static final String CONSOLE_VIEW_ID = "org.eclipse.ui.console.ConsoleView";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editorArea = layout.getEditorArea();
        layout.setEditorAreaVisible(true);

        IFolderLayout left = layout.createFolder("lbsim.left", IPageLayout.LEFT, 0.22f, editorArea);
        left.addView(IPageLayout.ID_PROJECT_EXPLORER);

        IFolderLayout bottom = layout.createFolder("lbsim.bottom", IPageLayout.BOTTOM, 0.70f, editorArea);
        bottom.addView(IPageLayout.ID_PROBLEM_VIEW);
        bottom.addView(CONSOLE_VIEW_ID);
        bottom.addView(IPageLayout.ID_PROGRESS_VIEW); // a run's virtual time and its stop button

        IFolderLayout right = layout.createFolder("lbsim.right", IPageLayout.RIGHT, 0.62f, editorArea);
        right.addView(IPageLayout.ID_PROP_SHEET);

        layout.addShowViewShortcut(IPageLayout.ID_PROJECT_EXPLORER);
        layout.addShowViewShortcut(IPageLayout.ID_PROBLEM_VIEW);
        layout.addShowViewShortcut(IPageLayout.ID_PROP_SHEET);
        layout.addShowViewShortcut(CONSOLE_VIEW_ID);
        layout.addShowViewShortcut(IPageLayout.ID_PROGRESS_VIEW);
        layout.addNewWizardShortcut("lbsim.ui.usercode.newProject");
        layout.addNewWizardShortcut("lbsim.model.editor.newScenarioWizard");
        layout.addNewWizardShortcut("org.eclipse.ui.wizards.new.project");
        layout.addNewWizardShortcut("org.eclipse.ui.wizards.new.folder");
        layout.addNewWizardShortcut("org.eclipse.jdt.ui.wizards.JavaProjectWizard");
        layout.addPerspectiveShortcut("org.eclipse.jdt.ui.JavaPerspective");
        layout.addPerspectiveShortcut("org.eclipse.debug.ui.DebugPerspective");
        layout.addActionSet("org.eclipse.debug.ui.launchActionSet");
    }
}
