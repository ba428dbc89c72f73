package lbsim.core.program;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;

import lbsim.api.Task;

/** Finds and instantiates the task classes of a real program. */
final class TaskClasses {

    /** Why a class cannot be used as a task; the message names the class and the rule. */
    static final class BadTaskClass extends Exception {
        private static final long serialVersionUID = 1L;

        BadTaskClass(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private TaskClasses() {
    }

    /** Loads a task class by its binary name through the program's loader. */
    static Class<?> load(String className, ClassLoader loader) throws BadTaskClass {
        if (className == null || className.isBlank()) {
            throw new BadTaskClass("empty program class name", null);
        }
        String name = className.strip();
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException e) {
            throw new BadTaskClass("program class '" + name + "' not found on the program's class path", e);
        } catch (ProgramClassLoader.HaltingProgram | ProgramClassLoader.RefusedClassFile e) { // the message names the class and the rule
            throw new BadTaskClass(e.getMessage(), e);
        } catch (LinkageError e) {
            throw new BadTaskClass("program class '" + name + "' cannot be loaded: " + e, e);
        }
    }

    /** A new instance of a task class: public, concrete, static if nested, with a public no-argument constructor. */
    static Task instantiate(Class<?> type) throws BadTaskClass {
        String name = type.getName();
        if (!Task.class.isAssignableFrom(type)) {
            throw new BadTaskClass("program class '" + name + "' does not implement " + Task.class.getName()
                    + otherCopyHint(type), null);
        }
        if (!Modifier.isPublic(type.getModifiers())) {
            throw new BadTaskClass("program class '" + name + "' is not public", null);
        }
        if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
            throw new BadTaskClass("program class '" + name + "' is abstract; name a concrete class", null);
        }
        if (type.getEnclosingClass() != null && !Modifier.isStatic(type.getModifiers())) {
            throw new BadTaskClass("program class '" + name + "' is an inner class; make it static", null);
        }
        Constructor<?> constructor;
        try {
            constructor = type.getConstructor();
        } catch (NoSuchMethodException e) {
            throw new BadTaskClass("program class '" + name + "' has no public constructor without arguments", e);
        }
        try {
            return (Task) constructor.newInstance();
        } catch (InvocationTargetException e) {
            throw new BadTaskClass("constructor of program class '" + name + "' threw " + e.getCause(), e.getCause());
        } catch (ExceptionInInitializerError e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new BadTaskClass("static initializer of program class '" + name + "' threw " + cause, cause);
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new BadTaskClass("cannot instantiate program class '" + name + "': " + e, e);
        }
    }

    /** A hint when the class implements another copy of lbsim.api.Task (the program bundled its own lbsim.api). */
    private static String otherCopyHint(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Class<?> i : c.getInterfaces()) {
                if (i.getName().equals(Task.class.getName())) {
                    return " (it implements another copy of it, loaded by " + i.getClassLoader()
                            + "; keep lbsim.api off the program's own class path)";
                }
            }
        }
        return "";
    }
}
