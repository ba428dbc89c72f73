package lbsim.core.engine; /** placeholder */ final class Placeholder {}
