package lbsim.ui.spacetime;

import org.eclipse.jface.preference.ColorFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

import lbsim.trace.TraceStates;

/**
 * Window > Preferences > lbsim ({@link SpaceTimePreferences}): the height of a full task row and
 * each state's colour. Open diagrams take a change at once.
 */
public final class SpaceTimePreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    public SpaceTimePreferencePage() {
        super(GRID);
        setPreferenceStore(SpaceTimePreferences.store());
        setDescription("The space-time diagram in the IDE. Pictures and exports keep the documented colours.");
    }

    @Override
    public void init(IWorkbench workbench) {
        // the store is set in the constructor
    }

    @Override
    protected void createFieldEditors() {
        IntegerFieldEditor rows = new IntegerFieldEditor(SpaceTimePreferences.ROW_HEIGHT, "Task row height (pixels):",
                getFieldEditorParent());
        rows.setValidRange(SpaceTimePreferences.MIN_ROW_HEIGHT, SpaceTimePreferences.MAX_ROW_HEIGHT);
        addField(rows);
        IntegerFieldEditor density = new IntegerFieldEditor(SpaceTimePreferences.DENSITY_HEIGHT,
                "Density strip height (pixels):", getFieldEditorParent());
        density.setValidRange(SpaceTimePreferences.MIN_DENSITY_HEIGHT, SpaceTimePreferences.MAX_DENSITY_HEIGHT);
        addField(density);
        addField(new org.eclipse.jface.preference.BooleanFieldEditor(SpaceTimePreferences.LIVE,
                "Show the diagram while a run goes (Run As; not experiments)", getFieldEditorParent()));
        for (String state : TraceStates.STATES) {
            addField(new ColorFieldEditor(SpaceTimePreferences.colourKey(state), "Colour of " + state + ":",
                    getFieldEditorParent()));
        }
    }
}
