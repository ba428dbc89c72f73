package lbsim.model.io;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.xml.sax.Attributes;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

import lbsim.model.ModelPackage;
import lbsim.model.util.ModelResourceImpl;

/**
 * A first pass over a scenario file before EMF reads it, for what EMF accepts silently or says badly:
 * <ul>
 * <li>a DOCTYPE (rule noDoctype): scenarios have no DTD, and refusing it means no entity, internal or
 * external, is ever expanded;</li>
 * <li>an element given twice where the metamodel holds one, e.g. two {@code <run>} (rule singleElement):
 * EMF would keep the last one silently;</li>
 * <li>an {@code xsi:type} that is no lbsim type or not a kind the element takes (rule knownType).</li>
 * </ul>
 * Malformed XML is left to EMF's reading, which names line and column the same way.
 */
final class ScenarioStructure {

    private static final String XSI = XMLConstants.W3C_XML_SCHEMA_INSTANCE_NS_URI;

    private ScenarioStructure() {
    }

    /** The structural problems of a scenario file, each at its line and column ({@code what (rule R)}); empty if none. */
    static List<Problem> check(byte[] content, String label) throws ScenarioException {
        SAXParserFactory factory = SAXParserFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setXIncludeAware(false);
        SAXParser parser;
        try {
            for (Map.Entry<String, Boolean> f : ModelResourceImpl.SECURE_PARSER_FEATURES.entrySet()) {
                factory.setFeature(f.getKey(), f.getValue());
            }
            parser = factory.newSAXParser();
        } catch (ParserConfigurationException | SAXException e) {
            throw new ScenarioException(Problem.inFile(label, "cannot set up a secure XML parser: " + e.getMessage()));
        }
        Handler handler = new Handler(label);
        try (InputStream in = new java.io.ByteArrayInputStream(content)) {
            parser.parse(in, handler);
        } catch (SAXParseException e) {
            String m = String.valueOf(e.getMessage());
            if (m.contains("DOCTYPE") || m.contains("doctype")) {
                return List.of(at(Problem.inFile(label, "a DOCTYPE is not allowed in a scenario: lbsim reads no DTD and"
                        + " expands no entities; remove it (rule noDoctype)").withRule("noDoctype"), e.getLineNumber(),
                        e.getColumnNumber()));
            }
            return List.of(); // malformed XML: EMF's reading reports it with its position
        } catch (SAXException e) {
            return List.of();
        } catch (IOException e) {
            throw new ScenarioException(Problem.inFile(label, "cannot read: " + e.getMessage()));
        }
        return handler.problems;
    }

    /** The problem at a line and column, as the parser gives them (a position the parser does not know is left out). */
    private static Problem at(Problem p, int line, int column) {
        return line > 0 ? p.at(line, column) : p;
    }

    /** One open element: its metamodel class (null when not followed) and the single-valued features seen in it. */
    private record Frame(EClass type, Map<String, Integer> seen, String name) {
    }

    private static final class Handler extends DefaultHandler {
        final String label;
        final List<Problem> problems = new ArrayList<>();
        final Deque<Frame> stack = new ArrayDeque<>();
        Locator locator;

        Handler(String label) {
            this.label = label;
        }

        @Override
        public void setDocumentLocator(Locator locator) {
            this.locator = locator;
        }

        /** A problem of a rule here, at the parser's position. */
        private Problem problem(String rule, String what) {
            Problem p = Problem.inFile(label, what).withRule(rule);
            return locator == null ? p : at(p, locator.getLineNumber(), locator.getColumnNumber());
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes atts) {
            if (stack.isEmpty()) {
                boolean scenario = ModelPackage.eNS_URI.equals(uri) && "Scenario".equals(localName);
                stack.push(new Frame(scenario ? ModelPackage.Literals.SCENARIO : null, new HashMap<>(), null));
                return;
            }
            Frame parent = stack.peek();
            EClass type = null;
            if (parent.type() != null) {
                EStructuralFeature f = parent.type().getEStructuralFeature(localName);
                String href = atts.getValue("", "href");
                if (href != null && f instanceof EReference && !href.startsWith("#")) { // "#..." stays in the file
                    foreign(parent.type(), parent.name(), localName, href);
                }
                if (f != null && !f.isMany()) {
                    int n = parent.seen().merge(localName, 1, Integer::sum);
                    if (n == 2) {
                        problems.add(problem("singleElement", parent.type().getName() + " holds one '" + localName
                                + "' element, this is a second one (rule singleElement)"));
                    }
                }
                if (f instanceof EReference r && r.isContainment()) {
                    type = typeOf(r, atts.getValue(XSI, "type"));
                }
            }
            if (type != null) {
                for (int i = 0; i < atts.getLength(); i++) {
                    if (!atts.getURI(i).isEmpty()) {
                        continue;
                    }
                    String value = atts.getValue(i);
                    if (type.getEStructuralFeature(atts.getLocalName(i)) instanceof EReference r && !r.isContainment()
                            && otherDocument(value)) {
                        foreign(type, atts.getValue("", "name"), r.getName(), value);
                    }
                }
            }
            stack.push(new Frame(type, new HashMap<>(), atts.getValue("", "name")));
        }

        /** Whether a reference attribute's value (names separated by spaces) holds a URI of another document. */
        private static boolean otherDocument(String value) {
            for (String token : value.trim().split("\\s+")) {
                if (token.indexOf('#') > 0) {
                    return true;
                }
            }
            return false;
        }

        /**
         * A reference to an object in another document, by URI: EMF would load that document (fetch a URL, open a
         * FIFO) while loading or validating.
         */
        private void foreign(EClass owner, String name, String feature, String uri) {
            if (problems.size() >= Quote.MAX_PROBLEMS) {
                return;
            }
            problems.add(problem("noExternalReferences", owner.getName() + (name == null || name.isEmpty() ? "" : " '"
                    + name + "'") + ": '" + feature + "' refers to '" + Quote.capped(uri) + "' in another document; a"
                    + " scenario names its objects by name inside the file, and lbsim reads no document but the scenario and"
                    + " the files its attributes name (rule noExternalReferences)"));
        }

        /** The element's class: its xsi:type if it names a concrete kind the reference takes, else reported. */
        private EClass typeOf(EReference r, String xsiType) {
            EClass expected = r.getEReferenceType();
            if (xsiType == null) {
                return expected.isAbstract() ? null : expected; // EMF reports the missing type
            }
            String name = xsiType.substring(xsiType.indexOf(':') + 1);
            EClassifier c = ModelPackage.eINSTANCE.getEClassifier(name);
            if (c instanceof EClass k && !k.isAbstract() && expected.isSuperTypeOf(k)) {
                return k;
            }
            problems.add(problem("knownType", "xsi:type '" + xsiType + "' of '" + r.getName() + "' is " + (c == null
                    ? "no lbsim type" : "not a kind of " + expected.getName()) + "; '" + r.getName() + "' takes "
                    + kinds(expected) + " (rule knownType)"));
            return null;
        }

        private static String kinds(EClass expected) {
            List<String> names = new ArrayList<>();
            for (EClassifier c : ModelPackage.eINSTANCE.getEClassifiers()) {
                if (c instanceof EClass k && !k.isAbstract() && expected.isSuperTypeOf(k)) {
                    names.add("lbsim:" + k.getName());
                }
            }
            return String.join(", ", names);
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            stack.pop();
        }
    }
}
