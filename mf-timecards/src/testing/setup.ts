// The setup all remotes share: @tac/ui/testing/remote-setup (shared/docs/testing.md).
import '@tac/ui/testing/remote-setup';
