/// The strongly connected components of a directed graph given by its nodes' successor lists,
/// found by Tarjan's algorithm with an explicit stack instead of recursion (a task of 100,000
/// steps must not overflow the thread's stack): time and memory linear in nodes and edges.
struct StronglyConnectedComponents {
    /// Each node's component. Components are numbered as the algorithm completes them, so a
    /// component's number is lower than that of any component that reaches it.
    let component: [Int]
    /// How many components the graph has.
    let count: Int

    /// Splits a graph into its components.
    /// - Parameter successors: For each node `0..<successors.count`, the nodes it has an edge to.
    init(successors: [[Int]]) {
        let unvisited = -1
        var order = [Int](repeating: unvisited, count: successors.count)
        var lowLink = order
        var component = order
        var onStack = [Bool](repeating: false, count: successors.count)
        var stack: [Int] = []
        var visited = 0
        var count = 0
        func visit(_ node: Int) {
            order[node] = visited
            lowLink[node] = visited
            visited += 1
            stack.append(node)
            onStack[node] = true
        }
        for root in successors.indices where order[root] == unvisited {
            // Each frame is a node and how many of its edges have been followed.
            var frames = [(node: root, edge: 0)]
            visit(root)
            while let (node, edge) = frames.last {
                if edge < successors[node].count {
                    frames[frames.count - 1].edge += 1
                    let next = successors[node][edge]
                    if order[next] == unvisited {
                        visit(next)
                        frames.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], order[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == order[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = count
                    if member == node { break }
                }
                count += 1
            }
        }
        self.component = component
        self.count = count
    }
}
