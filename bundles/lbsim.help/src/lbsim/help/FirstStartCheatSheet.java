package lbsim.help;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IProduct;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.cheatsheets.OpenCheatSheetAction;
import org.osgi.service.prefs.BackingStoreException;

/**
 * Opens the cheat sheet "First simulation" once: on the first start of the lbsim IDE product in an empty workspace
 * (no projects). That it was shown is kept in the workspace's preferences (instance scope, node {@code lbsim.help}), so
 * it does not open again in that workspace, even when the workspace is still empty next time; another workspace gets
 * it on its first start. Other products that contain lbsim (an Eclipse IDE with lbsim installed, the test runtime)
 * are left alone: there the user opens it from Help &gt; Cheat Sheets.
 */
public final class FirstStartCheatSheet implements IStartup {

    /** The cheat sheet's id (plugin.xml, org.eclipse.ui.cheatsheets.cheatSheetContent). */
    public static final String CHEAT_SHEET_ID = "lbsim.help.firstSimulation";
    /** The preference (instance scope, node {@value #NODE}) that says it was shown in this workspace. */
    public static final String SHOWN = "firstSimulationCheatSheetShown";
    static final String NODE = "lbsim.help";
    /** The lbsim IDE product (releng/lbsim.repository/lbsim.ide.product, defined by lbsim.ui). */
    static final String IDE_PRODUCT = "lbsim.ui.ide";

    @Override
    public void earlyStartup() {
        IProduct product = Platform.getProduct();
        if (product == null || !IDE_PRODUCT.equals(product.getId())) {
            return;
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        workbench.getDisplay().asyncExec(() -> {
            if (!workbench.isClosing() && workbench.getActiveWorkbenchWindow() != null) {
                openOnFirstStart(ResourcesPlugin.getWorkspace().getRoot().getProjects().length == 0, preferences());
            }
        });
    }

    /** The workspace's preference node where {@link #SHOWN} is kept. */
    public static IEclipsePreferences preferences() {
        return InstanceScope.INSTANCE.getNode(NODE);
    }

    /**
     * Opens the cheat sheet when the workspace is empty and the preferences do not say it was shown, and then records
     * that it was. Call in the UI thread.
     *
     * @param workspaceIsEmpty whether the workspace has no projects
     * @param preferences      the workspace's preferences ({@link #preferences()})
     * @return whether it opened the cheat sheet
     */
    public static boolean openOnFirstStart(boolean workspaceIsEmpty, IEclipsePreferences preferences) {
        if (preferences.getBoolean(SHOWN, false) || !workspaceIsEmpty) {
            return false;
        }
        preferences.putBoolean(SHOWN, true);
        try {
            preferences.flush();
        } catch (BackingStoreException e) {
            Platform.getLog(FirstStartCheatSheet.class).warn("lbsim.help: could not save " + NODE + "/" + SHOWN
                    + " in the workspace's preferences; the cheat sheet may open again next time", e);
        }
        new OpenCheatSheetAction(CHEAT_SHEET_ID).run();
        return true;
    }
}
