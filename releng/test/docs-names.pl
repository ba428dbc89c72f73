#!/usr/bin/env perl
# Checks that the documentation names only things that exist, so it cannot drift from the code:
# in README.md and docs/**/*.md (or the Markdown files given as arguments), every
#   - qualified name lbsim.x.y[.Class...]: a bundle (bundles/, features/, releng/ folder of that name),
#     a Java package (a folder lbsim/x/y under some src* folder of bundles/, bench/, releng/), or, when a
#     segment is capitalised, a class (lbsim/x/y/Class.java there), or an identifier the sources define
#     (a quoted "lbsim...." string, a plugin.xml extension id, a file name such as lbsim.headless.product);
#   - backticked class name `CamelCase` (two or more humps, optionally followed by .member, #member or
#     (...)): a file CamelCase.java under bundles/, bench/, releng/ or examples/, unless it is listed
#     below as a class of another project;
#   - repository path (in backticks, or a Markdown link or image target) under bundles/, releng/,
#     examples/, docs/, bench/, features/ or targetplatform/, or a top-level file (./lbsim, ./test,
#     pom.xml, mvnw): exists (links relative to the Markdown file's folder; build output under target/
#     and placeholders such as <NAME>, *, $VAR are not checked);
#   - backticked member `Class.member` or `Class.member()` of a class that has a .java file here: the
#     member's name occurs in that file;
#   - link to a heading (`page.md#anchor`, `#anchor`): the Markdown file has a heading with that id;
#   - command `lbsim CMD` or `./lbsim CMD` (in backticks or a fenced code block): CMD is one of the
#     commands of the usage text in bundles/lbsim.app/src/lbsim/app/Cli.java, or "ide" (the ./lbsim
#     launcher's own command).
# Prints one line per name that does not exist ("FILE:LINE: kind 'name' ...") and exits 1 if there is
# any that is not in the allow-list releng/test/docs-names.allow (names known to be stale: that list
# must shrink, never grow); an allow-list entry that is no longer found is reported too (remove it).
# Run by ./test; alone: releng/test/docs-names.pl [FILE.md ...]
use strict;
use warnings;
use File::Basename qw(dirname);
use File::Find;
use Cwd qw(abs_path);

my $root = abs_path(dirname(abs_path($0)) . '/../..');
chdir $root or die "docs-names: cannot enter $root\n";

# Classes of other projects (the JDK, Eclipse, EMF, SimGrid, Trace Compass, ...) that the docs name in
# backticks; a backticked CamelCase name that is neither this nor an lbsim .java file is reported.
my %external = map { $_ => 1 } qw(
    PriorityQueue ArrayList HashMap ConcurrentHashMap OutOfMemoryError NoClassDefFoundError
    ClassNotFoundException StackOverflowError IllegalArgumentException IllegalStateException
    RuntimeException ExecutionListener TestDescriptor ITmfStateSystem EValidator EObject EClass
    EAttribute EReference EPackage EFactory ResourceSet XMIResource SplittableRandom ForkJoinPool
    CompletableFuture ThreadLocal StringBuilder BufferedImage ImageIO JFreeChart SVGGraphics2D
    GraphicsEnvironment ProcessBuilder FileChannel MappedByteBuffer ByteBuffer DataOutputStream
    DataInputStream GZIPOutputStream ZipOutputStream UniformRandomProvider SplitMix64 JumpableUniformRandomProvider
    XoRoShiRo128PlusPlus L64X128MixRandom MersenneTwister ContinuousSampler ZigguratSampler
    IResource IFile IProject IMarker IJavaProject ILaunchConfiguration ILaunchConfigurationDelegate
    ILaunchConfigurationTabGroup IEditorPart IViewPart IWorkbenchWindow IAdaptable IProgressMonitor
    IStatus IPath IType ICompilationUnit SubMonitor WorkspaceJob UIJob FigureCanvas GraphicalViewer
    EditPart ScrollingGraphicalViewer ZoomManager AdapterFactoryEditingDomain ComposedAdapterFactory
    PropertySheetPage EcoreUtil BasicDiagnostic EObjectValidator JavaCore JavaRuntime
    ToolFactory MessageDialog FileDialog StyledText TableViewer TreeViewer ImageData PaletteData
    SimGrid S4U MISSPVM VMConfig JUnit JavaFX PowerShell MacOS GitHub BatchMode LdLibraryPath
    MethodHandles StackWalker DependencyNeverSatisfied NetworkCm02Link AddCommand PaletteDrawer PaletteGroup
    ConnectionCreationTool ConnectionDragCreationTool DirectEditManager TextCellEditor
);

# build output is not looked at
sub skip_output { return grep { !/^(target|bin|\.git)$/ } @_; }

my (%classfile, %pkgdir, %classpaths);
find({ no_chdir => 1, preprocess => \&skip_output, wanted => sub {
    return if m{/(target|bin)/};
    if (/\.java$/) {
        my ($name) = m{([^/]+)\.java$};
        $classfile{$name} = 1;
        push @{ $classpaths{$name} }, $_;
        if (m{/src[^/]*/(?:main/java/)?(lbsim/.*)/[^/]+\.java$}) {
            my $p = $1;
            $classfile{"$p/$name"} = 1;
            while ($p =~ m{/}) { $pkgdir{$p} = 1; $p =~ s{/[^/]*$}{}; }
            $pkgdir{$p} = 1;
        }
    }
} }, grep { -d } qw(bundles bench releng examples));

# Identifiers that are not packages: quoted "lbsim...." strings in the sources and manifests (marker
# types, attributes, extension points, class-path containers), plugin.xml extension ids prefixed with
# their bundle's name, and file names (lbsim.headless.product)
my %ids;
find({ no_chdir => 1, preprocess => \&skip_output, wanted => sub {
    return if m{/(target|bin)/} || !-f || !/\.(java|xml|MF|product|exsd|properties)$/;
    open my $f, '<', $_ or return;
    my $t = do { local $/; <$f> };
    $ids{$1} = 1 while $t =~ /"(lbsim(?:\.\w+)+)"/g;
    if (m{^bundles/([^/]+)/plugin\.xml$}) { my $b = $1; $ids{"$b.$1"} = 1 while $t =~ /<extension[^>]*\bid="(\w+)"/g; }
} }, grep { -d } qw(bundles features releng));
find({ no_chdir => 1, preprocess => \&skip_output, wanted => sub { $ids{$1} = 1 if m{/(lbsim\.[^/]+)$} && !m{/(target|bin)/} } }, qw(bundles releng features));

my %commands = (ide => 1);
{
    open my $cli, '<', 'bundles/lbsim.app/src/lbsim/app/Cli.java' or die "docs-names: no Cli.java\n";
    my $text = do { local $/; <$cli> };
    my ($usage) = $text =~ /USAGE = """(.*?)""";/s or die "docs-names: no USAGE text in Cli.java\n";
    $commands{$1} = 1 while $usage =~ /^\s*lbsim ([a-z][a-z-]*)/mg;
    $commands{$1} = 1 while $usage =~ /^\s*lbsim [^\n]*?--(help|version)/mg;
}

my %allow;
if (open my $a, '<', 'releng/test/docs-names.allow') {
    while (<$a>) { s/#.*//; s/^\s+|\s+$//g; $allow{$_} = 0 if length; }
}

my @files = @ARGV;
unless (@files) {
    push @files, 'README.md';
    find({ no_chdir => 1, preprocess => \&skip_output, wanted => sub { push @files, $_ if /\.md$/ && -f } }, 'docs') if -d 'docs';
}

my ($bad, $allowed) = (0, 0);
sub report {
    my ($file, $line, $kind, $name, $why) = @_;
    my $key = "$file: $kind $name";
    if (exists $allow{$key}) { $allow{$key}++; $allowed++; return; }
    print "$file:$line: $kind '$name' $why\n";
    $bad++;
}

sub check_qualified {
    my ($file, $line, $name, $rest) = @_;
    $name =~ s/\.+$//;
    return if $ids{$name};
    return if $name =~ /^(.+)\.feature\.group$/ && -d "features/$1";    # the p2 installable unit of a feature
    my @seg = split /\./, $name;
    my @pkg;
    while (@seg && $seg[0] =~ /^[a-z]/) { push @pkg, shift @seg; }
    my $pkg = join '.', @pkg;
    if (@seg) {
        my $class = join('/', @pkg) . "/$seg[0]";
        report($file, $line, 'class', $name, "has no file $class.java in a source folder") unless $classfile{$class};
        return;
    }
    return if -d "bundles/$pkg" || -d "features/$pkg" || -d "releng/$pkg";
    return if $pkgdir{ join '/', @pkg } || $ids{$pkg};
    return if $rest =~ /^\.\*/ && grep { m{^(bundles|features|releng)/\Q$pkg\E\.} } glob('bundles/* features/* releng/*');
    report($file, $line, 'package', $name, 'is neither a bundle, a package nor an identifier of the sources');
}

my $roots = qr{(?:bundles|releng|examples|docs|bench|features|targetplatform)/};
sub check_path {
    my ($file, $line, $path, $linked) = @_;
    $path =~ s/#.*//;
    $path =~ s/[.,:;)]+$// unless -e $path;
    return if $path eq '' || $path =~ m{^[a-z]+:|['"<>*\$\{\}?]|(^|/)target/|\.\.\.};
    my $p = $path;
    if ($linked) {
        $p = dirname($file) . "/$path" unless $path =~ m{^/};
    } else {
        $p =~ s{^\./}{};
        return unless $p =~ m{^$roots} || $p =~ m{^(lbsim|test|pom\.xml|mvnw)$};
        $p =~ s/:\d+(-\d+)?$//;    # file:LINE
    }
    return if -e $p;
    return if system("git check-ignore -q '$p' 2>/dev/null || git check-ignore -q '$p/' 2>/dev/null") == 0;    # build output, e.g. examples/programs/classes
    report($file, $line, 'path', $path, 'does not exist');
}

# Class.member (a method, field or nested type) of an lbsim class: the member's name must occur in one of
# the files of that class name
my %source;
sub check_member {
    my ($file, $line, $class, $member) = @_;
    for my $path (@{ $classpaths{$class} }) {
        $source{$path} //= do { open my $f, '<', $path or die "docs-names: cannot read $path\n"; local $/; <$f> };
        return if $source{$path} =~ /\b\Q$member\E\b/;
    }
    report($file, $line, 'member', "$class.$member", "is not in $class.java");
}

# A link's #anchor names a heading of the Markdown file it points to (or of this file), with the id the
# HTML converter and GitHub give a heading: lower case, punctuation other than '-' and '_' dropped,
# spaces to '-', a repeated heading's id followed by -1, -2, ...
my %anchors;
sub anchors_of {
    my ($md) = @_;
    return $anchors{$md} if $anchors{$md};
    my (%ids, %seen);
    if (open my $f, '<', $md) {
        my $fenced = 0;
        while (<$f>) {
            if (/^\s*(```|~~~)/) { $fenced = !$fenced; next; }
            next if $fenced || !/^#{1,6}\s+(.*?)\s*#*\s*$/;
            my $id = lc $1;
            $id =~ s/[^\w\- ]//g;
            $id =~ s/ /-/g;
            my $n = $seen{$id}++;
            $ids{$n ? "$id-$n" : $id} = 1;
        }
    }
    return $anchors{$md} = \%ids;
}
sub check_anchor {
    my ($file, $line, $target) = @_;
    my ($path, $anchor) = $target =~ /^([^#]*)#(.+)$/ or return;
    return if $path =~ m{^[a-z]+:};
    my $md = $path eq '' ? $file : dirname($file) . "/$path";
    return unless $md =~ /\.md$/ && -f $md;
    report($file, $line, 'anchor', $target, 'is no heading of ' . ($path eq '' ? 'this file' : $path)) unless anchors_of($md)->{$anchor};
}

sub check_code {
    my ($file, $line, $code) = @_;
    return if $code =~ /^\s*#/;              # a comment in a script
    $code =~ s/"[^"]*"|'[^']*'//g;           # a message in quotes
    while ($code =~ m{(?:^\s*|\$\s+|[;&|(]\s*|\b(?:exec|srun|time|env)\s+|[A-Z_]+=\S*\s+)(?:\S*/)?lbsim ([a-z][a-z-]*)}g) {
        report($file, $line, 'command', "lbsim $1", 'is not a command of lbsim --help (Cli.java)') unless $commands{$1};
    }
}

for my $file (@files) {
    open my $in, '<', $file or die "docs-names: cannot read $file\n";
    my $fenced = 0;
    while (my $text = <$in>) {
        my $n = $.;
        if ($text =~ /^\s*(```|~~~)/) { $fenced = !$fenced; next; }
        while ($text =~ m{(?<![\w/.-])(lbsim(?:\.\w+)+)}g) { check_qualified($file, $n, $1, substr($text, pos($text))); }
        if ($fenced) {
            check_code($file, $n, $text);
            for my $tok (split /[\s"'=]+/, $text) {
                check_path($file, $n, $tok, 0) if $tok =~ m{^(\./)?$roots};
            }
            next;
        }
        while ($text =~ m{!?\[[^\]]*\]\(([^)\s]+)\)}g) { check_path($file, $n, $1, 1); check_anchor($file, $n, $1); }
        while ($text =~ m{`([^`]+)`}g) {
            my $span = $1;
            next if $span =~ /^lbsim: /;          # a message lbsim prints, with an example file name
            check_code($file, $n, $span);
            if ($span =~ /^([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)(?:[.#(][^\s]*)?$/ && !$external{$1}) {
                report($file, $n, 'class', $1, 'has no file ' . $1 . '.java') unless $classfile{$1};
            }
            if ($span =~ /^([A-Z]\w*)[.#]([A-Za-z_]\w*)(?:\(\))?$/ && $classpaths{$1} && $2 ne 'java') {
                check_member($file, $n, $1, $2);
            }
            for my $tok (split /\s+/, $span) {
                for my $t (split /,/, $tok) {
                    check_path($file, $n, $t, 0) if $t =~ m{^(\./)?($roots|(lbsim|test|pom\.xml|mvnw)$)};
                }
            }
        }
    }
    close $in;
}

my %checked = map { $_ => 1 } @files;
my @gone = grep { !$allow{$_} && $checked{ (split /: /, $_)[0] } } sort keys %allow;
print "docs-names: allow-list entry no longer found (remove it from releng/test/docs-names.allow): $_\n" for @gone;
if ($bad || @gone) {
    print "docs-names: $bad name(s) in the documentation do not exist (above); fix them"
        . ($allowed ? " ($allowed more are in the allow-list)" : '') . "\n";
    exit 1;
}
print "docs-names: every class, package, path and command named in " . scalar(@files) . " Markdown file(s) exists"
    . ($allowed ? " ($allowed names allowed by releng/test/docs-names.allow)" : '') . "\n";
exit 0;
