package lbsim.ui.platform;

import org.eclipse.emf.common.command.AbstractCommand;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.commands.CommandStack;

/**
 * The bridge between GEF's commands and the scenario editor's EMF command stack: every command a GEF tool or edit
 * policy makes runs on the editing domain's stack, so the tree, the diagram and the Properties view share one undo
 * history and one dirty state.
 */
final class DomainCommands {

    private DomainCommands() {
    }

    /** A GEF command that is an EMF command on the editing domain (what the diagram's edit policies return). */
    static final class Emf extends Command {
        final org.eclipse.emf.common.command.Command emf;

        Emf(org.eclipse.emf.common.command.Command emf) {
            super(emf.getLabel());
            this.emf = emf;
        }

        @Override
        public boolean canExecute() {
            return emf.canExecute();
        }

        @Override
        public boolean canUndo() {
            return emf.canUndo();
        }

        @Override
        public void execute() {
            emf.execute();
        }

        @Override
        public void undo() {
            emf.undo();
        }

        @Override
        public void redo() {
            emf.redo();
        }

        @Override
        public void dispose() {
            emf.dispose();
        }
    }

    /** Wraps a GEF command that is not an {@link Emf} (e.g. GEF's compound of several) as an EMF command. */
    static org.eclipse.emf.common.command.Command toEmf(Command c) {
        if (c instanceof Emf e) {
            return e.emf;
        }
        return new AbstractCommand(c.getLabel()) {
            @Override
            protected boolean prepare() {
                return c.canExecute();
            }

            @Override
            public boolean canUndo() {
                return c.canUndo();
            }

            @Override
            public void execute() {
                c.execute();
            }

            @Override
            public void undo() {
                c.undo();
            }

            @Override
            public void redo() {
                c.redo();
            }
        };
    }

    /**
     * GEF's command stack for the diagram's edit domain: it runs every command on the EMF stack, and undoes and redoes
     * there. GEF's own stack stays empty.
     */
    static final class Stack extends CommandStack {
        private final EditingDomain domain;

        Stack(EditingDomain domain) {
            this.domain = domain;
        }

        @Override
        public void execute(Command command) {
            if (command == null || !command.canExecute()) {
                return;
            }
            domain.getCommandStack().execute(toEmf(command));
        }

        @Override
        public boolean canUndo() {
            return domain.getCommandStack().canUndo();
        }

        @Override
        public boolean canRedo() {
            return domain.getCommandStack().canRedo();
        }

        @Override
        public void undo() {
            domain.getCommandStack().undo();
        }

        @Override
        public void redo() {
            domain.getCommandStack().redo();
        }

        @Override
        public boolean isDirty() {
            return ((BasicCommandStack) domain.getCommandStack()).isSaveNeeded();
        }
    }
}
