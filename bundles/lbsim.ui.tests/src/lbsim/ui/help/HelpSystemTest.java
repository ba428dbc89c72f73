package lbsim.ui.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.debug.ui.ILaunchConfigurationTab;
import org.eclipse.help.HelpSystem;
import org.eclipse.help.IContext;
import org.eclipse.help.IHelpResource;
import org.eclipse.help.IToc;
import org.eclipse.help.ITopic;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.IWizard;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWizard;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.cheatsheets.ICheatSheetViewer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;

import lbsim.help.FirstStartCheatSheet;
import lbsim.model.editor.NewScenarioWizard;
import lbsim.ui.launch.AssignmentsTab;
import lbsim.ui.launch.ExperimentTab;
import lbsim.ui.launch.ExportsTab;
import lbsim.ui.launch.ScenarioTab;
import lbsim.ui.launch.UserCodeTab;
import lbsim.ui.usercode.NewLbsimProjectWizard;
import lbsim.ui.usercode.NewStrategyWizard;

/**
 * The user guide in the IDE's help (bundle lbsim.help): its table of contents is registered and follows
 * docs/user/index.md, every topic and every context help topic is a page of the bundle (anchors included), every
 * help context id the code installs has a context, the wizards and launch tabs carry theirs, and the cheat sheet
 * "First simulation" is registered and opens on the first start of an empty workspace only.
 * <p>
 * The expected contents are read from the Markdown sources (docs/user, beside the examples folder the build names in
 * the system property lbsim.examples), not from the converter's output.
 */
class HelpSystemTest {

    private static final String BUNDLE = "lbsim.help";
    /** The context ids lbsim's code installs (contexts.xml in lbsim.help; platformDiagram is for the diagram page). */
    private static final List<String> CONTEXT_IDS = List.of("lbsim.help.scenarioEditor", "lbsim.help.launchScenario",
            "lbsim.help.launchExperiment", "lbsim.help.launchAssignments", "lbsim.help.launchExports",
            "lbsim.help.launchUserCode", "lbsim.help.newProject", "lbsim.help.newScenario",
            "lbsim.help.newStrategy", "lbsim.help.spaceTimeEditor");
    private static final String CHEAT_SHEET_VIEW = "org.eclipse.ui.cheatsheets.views.CheatSheetView";
    /** The key under which the workbench's help system keeps a control's context id (WorkbenchHelpSystem). */
    private static final String HELP_KEY = "org.eclipse.ui.help";

    private static Path root() {
        return Path.of(System.getProperty("lbsim.examples", "examples")).toAbsolutePath().getParent();
    }

    @AfterEach
    void closeCheatSheet() {
        IWorkbenchPage page = page();
        IViewPart view = page.findView(CHEAT_SHEET_VIEW);
        if (view != null) {
            page.hideView(view);
        }
    }

    @Test
    void theGuideIsInTheHelpContentsInTheOrderOfIndexMd() throws IOException {
        IToc guide = guideToc();
        Path user = root().resolve("docs/user");
        assertEquals(title(user.resolve("index.md")), guide.getLabel());
        assertEquals("/lbsim.help/html/index.html", guide.getTopic(null).getHref());
        // the pages index.md links to, in order, that exist (the reference pages come from another build step)
        List<String> expected = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        Matcher m = Pattern.compile("\\]\\(([^)#\\s]+\\.md)(#[^)]*)?\\)").matcher(Files.readString(user.resolve("index.md")));
        while (m.find()) {
            Path page = user.resolve(m.group(1)).normalize();
            if (Files.isRegularFile(page) && seen.add(m.group(1))) {
                expected.add(title(page) + " -> /lbsim.help/html/" + m.group(1).replace(".md", ".html"));
            }
        }
        assertTrue(expected.size() >= 15, "docs/user/index.md links to the guide's 15 pages: " + expected);
        List<String> actual = new ArrayList<>();
        for (ITopic t : guide.getTopics()) {
            actual.add(t.getLabel() + " -> " + t.getHref());
        }
        assertEquals(expected, actual);
        // every topic, down to the sections, is a page of the bundle with that anchor
        List<ITopic> all = new ArrayList<>();
        collect(guide.getTopics(), all);
        assertTrue(all.size() > expected.size(), "the pages' headings are sub-topics");
        for (ITopic t : all) {
            assertResolves(t, "toc topic " + t.getLabel());
        }
    }

    @Test
    void everyContextIdInTheCodeHasAContextWhosePagesExist() throws IOException {
        // the ids the code installs: every setHelp(..., "lbsim.help.X") in the bundles' sources
        Set<String> used = new TreeSet<>();
        Pattern setHelp = Pattern.compile("setHelp\\([^;]*?\"(lbsim\\.help\\.[A-Za-z]+)\"");
        try (Stream<Path> files = Files.walk(root().resolve("bundles"))) {
            for (Path f : files.filter(f -> f.toString().endsWith(".java") && f.toString().contains("/src/")
                    && !f.toString().contains(".tests/")).toList()) {
                Matcher m = setHelp.matcher(Files.readString(f));
                while (m.find()) {
                    used.add(m.group(1));
                }
            }
        }
        assertTrue(used.containsAll(CONTEXT_IDS), "the code installs " + used);
        Set<String> ids = new TreeSet<>(used);
        ids.add("lbsim.help.platformDiagram");
        for (String id : ids) {
            IContext context = HelpSystem.getContext(id);
            assertNotNull(context, id + " has no context in lbsim.help's contexts.xml");
            assertFalse(context.getText() == null || context.getText().isBlank(), id + " has no description");
            IHelpResource[] topics = context.getRelatedTopics();
            assertTrue(topics.length > 0, id + " has no topic");
            for (IHelpResource t : topics) {
                assertResolves(t, id + " topic " + t.getLabel());
            }
        }
        assertNull(HelpSystem.getContext("lbsim.help.noSuchContext"));
    }

    @Test
    void theWizardsHaveTheQuestionMarkButtonAndTheirPagesAHelpContext() {
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        IWorkbenchWizard[] wizards = {new NewLbsimProjectWizard(), new NewScenarioWizard(), new NewStrategyWizard()};
        String[] ids = {"lbsim.help.newProject", "lbsim.help.newScenario", "lbsim.help.newStrategy"};
        for (int i = 0; i < wizards.length; i++) {
            IWizard wizard = wizards[i];
            wizards[i].init(PlatformUI.getWorkbench(), StructuredSelection.EMPTY);
            // the dialog's "?" (TrayDialog) shows the current page's context; Wizard.setHelpAvailable(true) would
            // only add a second, "Help" button that does the same
            WizardDialog dialog = new WizardDialog(shell, wizard);
            try {
                dialog.create();
                assertTrue(dialog.isHelpAvailable(), "the dialog shows the ? button");
                Control control = dialog.getCurrentPage().getControl();
                assertEquals(ids[i], control.getData(HELP_KEY), wizard.getClass().getSimpleName());
            } finally {
                dialog.close();
            }
        }
    }

    @Test
    void theLaunchTabsHaveAHelpContext() {
        Shell shell = new Shell(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
        try {
            ILaunchConfigurationTab[] tabs = {new ScenarioTab(), new ExperimentTab(), new AssignmentsTab(),
                    new ExportsTab(), new UserCodeTab()};
            String[] ids = {"lbsim.help.launchScenario", "lbsim.help.launchExperiment",
                    "lbsim.help.launchAssignments", "lbsim.help.launchExports", "lbsim.help.launchUserCode"};
            for (int i = 0; i < tabs.length; i++) {
                tabs[i].createControl(shell);
                assertEquals(ids[i], tabs[i].getControl().getData(HELP_KEY), tabs[i].getClass().getSimpleName());
                tabs[i].dispose();
            }
        } finally {
            shell.dispose();
        }
    }

    @Test
    void theCheatSheetIsRegisteredAndOpensOnTheFirstStartOfAnEmptyWorkspaceOnly() throws Exception {
        IConfigurationElement registered = null;
        for (IConfigurationElement e : Platform.getExtensionRegistry()
                .getConfigurationElementsFor("org.eclipse.ui.cheatsheets.cheatSheetContent")) {
            if (FirstStartCheatSheet.CHEAT_SHEET_ID.equals(e.getAttribute("id"))) {
                registered = e;
            }
        }
        assertNotNull(registered, "cheat sheet " + FirstStartCheatSheet.CHEAT_SHEET_ID);
        assertEquals("First simulation", registered.getAttribute("name"));
        Bundle bundle = Platform.getBundle(BUNDLE);
        URL content = bundle.getEntry(registered.getAttribute("contentFile"));
        assertNotNull(content, registered.getAttribute("contentFile"));
        String xml;
        try (InputStream in = content.openStream()) {
            xml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        // its four steps, and its links into the guide exist
        for (String step : List.of("Create an lbsim project", "Create a scenario", "Run it",
                "Open the space-time diagram")) {
            assertTrue(xml.contains("<item title=\"" + step + "\""), step);
        }
        Matcher href = Pattern.compile("href=\"(/lbsim\\.help/[^\"]+)\"").matcher(xml);
        int links = 0;
        while (href.find()) {
            assertPage(href.group(1), "cheat sheet link");
            links++;
        }
        assertEquals(5, links, "the intro and the four steps link to the guide");

        IEclipsePreferences preferences = FirstStartCheatSheet.preferences();
        preferences.remove(FirstStartCheatSheet.SHOWN);
        // a workspace with projects: not opened, and still to be shown
        assertFalse(FirstStartCheatSheet.openOnFirstStart(false, preferences));
        assertNull(page().findView(CHEAT_SHEET_VIEW));
        assertFalse(preferences.getBoolean(FirstStartCheatSheet.SHOWN, false));
        // the first start of an empty workspace: opened, and remembered in the workspace's preferences
        assertTrue(FirstStartCheatSheet.openOnFirstStart(true, preferences));
        IViewPart view = page().findView(CHEAT_SHEET_VIEW);
        assertNotNull(view, "the Cheat Sheets view is open");
        ICheatSheetViewer viewer = (ICheatSheetViewer) view.getClass().getMethod("getCheatSheetViewer").invoke(view);
        assertEquals(FirstStartCheatSheet.CHEAT_SHEET_ID, viewer.getCheatSheetID());
        assertTrue(preferences.getBoolean(FirstStartCheatSheet.SHOWN, false));
        page().hideView(view);
        // the second start, the workspace still empty: not again
        assertFalse(FirstStartCheatSheet.openOnFirstStart(true, preferences));
        assertNull(page().findView(CHEAT_SHEET_VIEW));
        preferences.remove(FirstStartCheatSheet.SHOWN);
    }

    private static IToc guideToc() {
        for (IToc toc : HelpSystem.getTocs()) {
            if (toc.getHref() != null && toc.getHref().startsWith("/" + BUNDLE + "/")) {
                return toc;
            }
        }
        throw new AssertionError("no table of contents of " + BUNDLE + " among the help system's tocs");
    }

    private static void collect(ITopic[] topics, List<ITopic> into) {
        for (ITopic t : topics) {
            into.add(t);
            collect(t.getSubtopics(), into);
        }
    }

    private static void assertResolves(IHelpResource topic, String what) throws IOException {
        assertPage(topic.getHref(), what);
    }

    /** {@code /lbsim.help/PATH#ANCHOR}: PATH is a file of the bundle and, with an anchor, has an element of that id. */
    private static void assertPage(String href, String what) throws IOException {
        assertNotNull(href, what);
        assertTrue(href.startsWith("/" + BUNDLE + "/"), what + ": " + href);
        String path = href.substring(BUNDLE.length() + 2);
        String anchor = null;
        int hash = path.indexOf('#');
        if (hash >= 0) {
            anchor = path.substring(hash + 1);
            path = path.substring(0, hash);
        }
        URL entry = Platform.getBundle(BUNDLE).getEntry(path);
        assertNotNull(entry, what + ": " + href + " is not a page of " + BUNDLE);
        if (anchor != null) {
            String html;
            try (InputStream in = entry.openStream()) {
                html = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            assertTrue(html.contains(" id=\"" + anchor + "\""), what + ": " + href + " has no element with id " + anchor);
        }
    }

    /** The page's first level-1 heading, without inline markup. */
    private static String title(Path md) throws IOException {
        for (String line : Files.readAllLines(md)) {
            if (line.startsWith("# ")) {
                return line.substring(2).strip().replaceAll("[*_`]", "");
            }
        }
        throw new AssertionError(md + " has no level-1 heading");
    }

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }
}
