/// The visited steps back navigation returns through, the current step last: a persistent stack,
/// so that a copy (the place a session's checkpoint keeps at every step start) costs one reference,
/// and the runner's later pushes and pops neither copy nor change it.
package struct StepTrail: Sendable {
    /// One visited step on top of the ones visited before it.
    private final class Node: Sendable {
        /// The step's position among the task's flattened steps.
        let index: Int
        let identifier: String
        /// How many steps the trail holds from this one down.
        let count: Int
        /// The step visited before; set once, and cleared only by `deinit` when this node was its
        /// only owner, so no other thread can be reading it.
        nonisolated(unsafe) var below: Node?

        init(index: Int, identifier: String, below: Node?) {
            self.index = index
            self.identifier = identifier
            self.count = (below?.count ?? 0) + 1
            self.below = below
        }

        /// Frees the nodes below that nothing else holds one at a time: freeing them by recursion
        /// would overflow the stack for a trail of a few hundred thousand steps.
        deinit {
            var next = below
            below = nil
            while isKnownUniquelyReferenced(&next), let node = next {
                next = node.below
                node.below = nil
            }
        }
    }

    private var top: Node?

    /// An empty trail.
    package init() {}

    /// How many steps the trail holds.
    package var count: Int { top?.count ?? 0 }

    /// The position among the task's flattened steps of the step on top; `nil` when empty.
    package var last: Int? { top?.index }

    /// Puts a step on top.
    /// - Parameters:
    ///   - index: The step's position among the task's flattened steps.
    ///   - identifier: The step's identifier.
    package mutating func append(_ index: Int, identifier: String) {
        top = Node(index: index, identifier: identifier, below: top)
    }

    /// Takes the step on top off.
    /// - Returns: Its position among the task's flattened steps; `nil` when the trail was empty.
    @discardableResult
    package mutating func removeLast() -> Int? {
        let removed = top
        top = removed?.below
        return removed?.index
    }

    /// The steps' identifiers, the first visited first (what `TaskResult.resumePath` holds);
    /// built by walking the whole trail.
    package var identifiers: [String] {
        var identifiers: [String] = []
        identifiers.reserveCapacity(count)
        var node = top
        while let current = node {
            identifiers.append(current.identifier)
            node = current.below
        }
        return identifiers.reversed()
    }
}
